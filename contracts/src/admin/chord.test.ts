import { VALIDATION_OPTIONS } from '../validation';
import { adminChordListQuery } from './chord';

describe('admin chord list query', () => {
  it('defaults to the newest chords, unfiltered', () => {
    expect(adminChordListQuery.validate({ root: '', typeId: '' }, VALIDATION_OPTIONS).value).toEqual({
      limit: 100,
      offset: 0,
      sort: 'desc',
      orderby: 'created_at',
      search: '',
    });
  });

  it('takes any spelling of a root and a type id', () => {
    const { value } = adminChordListQuery.validate(
      { root: 'D#', typeId: '3', search: ' m7 ' },
      VALIDATION_OPTIONS,
    );
    expect(value).toMatchObject({ root: 'Eb', typeId: 3, search: 'm7' });
  });

  it('refuses an unknown root or type id with Romanian messages', () => {
    const { error } = adminChordListQuery.validate({ root: 'H', typeId: 'x' }, VALIDATION_OPTIONS);
    expect(error?.details.map((detail) => detail.message)).toEqual([
      'Rădăcina acordului nu este validă.',
      'Tipul acordului nu este valid.',
    ]);
  });
});
