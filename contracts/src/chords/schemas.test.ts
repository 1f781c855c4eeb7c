import { chordCreateSchema, chordUpdateSchema } from './schemas';

const GUITAR = ['I', 'x  o o', '----1-', '--2---', '-3----', '------', '------'].join('\n');
const PIANO = '|| ||| || ||| \n0 0 0         ';
const options = { abortEarly: false, convert: true };

const messagesOf = (value: unknown, schema = chordCreateSchema) =>
  schema.validate(value, options).error?.details.map((d) => d.message) ?? [];

describe('admin chord payload', () => {
  it('accepts a complete chord and stores the root by its canonical name', () => {
    const { value, error } = chordCreateSchema.validate(
      { name: 'D#', root: 'D#', typeId: 1, guitar: [GUITAR], piano: [PIANO] },
      options,
    );
    expect(error).toBeUndefined();
    expect(value.root).toBe('Eb');
  });

  it('defaults a new chord to no type and no variants', () => {
    const { value } = chordCreateSchema.validate({ name: 'C', root: 'C' }, options);
    expect(value).toEqual({ name: 'C', root: 'C', typeId: null, guitar: [], piano: [] });
  });

  it('gives the spec messages for a missing name and root', () => {
    expect(messagesOf({ guitar: [], piano: [] })).toEqual([
      'Numele trebuie completat',
      'Rădăcina acordului trebuie completată',
    ]);
    expect(messagesOf({ name: '', root: '' })).toEqual([
      'Numele trebuie completat',
      'Rădăcina acordului trebuie completată',
    ]);
  });

  it('limits the name to 10 characters', () => {
    expect(messagesOf({ name: 'Cmaj7sus4b9', root: 'C' })).toEqual(['Titlul depășește 10 de caractere']);
  });

  it('rejects an unknown root, type id and a variant list that is not a list', () => {
    expect(messagesOf({ name: 'H', root: 'H' })).toEqual(['Rădăcina acordului nu este validă.']);
    expect(messagesOf({ name: 'C', root: 'C', typeId: 'x', guitar: 'I' })).toEqual([
      'Tipul acordului nu este valid.',
      'Definiția nu este validă',
    ]);
  });

  it('requires each variant and checks its format', () => {
    expect(messagesOf({ name: 'C', root: 'C', guitar: [''], piano: [GUITAR] })).toEqual([
      'Definiția trebuie completată',
      'Definiția nu este validă',
    ]);
    expect(messagesOf({ name: 'C', root: 'C', guitar: [PIANO], piano: [''] })).toEqual([
      'Definiția nu este validă',
      'Definiția trebuie completată',
    ]);
  });

  it('needs the id on update', () => {
    expect(messagesOf({ name: 'C', root: 'C' }, chordUpdateSchema)).toHaveLength(1);
    expect(messagesOf({ id: 'abc', name: 'C', root: 'C' }, chordUpdateSchema)).toEqual([
      'Identificatorul nu este valid.',
    ]);
    expect(messagesOf({ id: '0123456789abcdef01234567', name: 'C', root: 'C' }, chordUpdateSchema)).toEqual(
      [],
    );
  });
});
