import { VALIDATION_OPTIONS } from '../validation';
import { adminFileListQuery, adminFileUploadFields, adminMediaListQuery, filenameStem } from './file';

const messagesOf = (value: unknown) =>
  adminFileUploadFields.validate(value, VALIDATION_OPTIONS).error?.details.map((detail) => detail.message) ??
  [];

describe('admin file manager schemas', () => {
  it('drops a typed media extension from the chosen name, and nothing else', () => {
    expect(filenameStem(' Copertă.JPG ')).toBe('Copertă');
    expect(filenameStem('partitura.v2')).toBe('partitura.v2');
    expect(filenameStem('melodie.mid')).toBe('melodie');
  });

  it('takes a folder (or an image type) and a name', () => {
    const { value, error } = adminFileUploadFields.validate(
      { kind: 'JPEG', filename: ' Afiș ' },
      VALIDATION_OPTIONS,
    );
    expect(error).toBeUndefined();
    expect(value).toEqual({ kind: 'img', filename: 'Afiș', overwrite: false });
  });

  it('replaces a namesake only when overwrite is sent as true or 1', () => {
    const overwrite = (flag: unknown) =>
      adminFileUploadFields.validate({ kind: 'img', filename: 'a', overwrite: flag }, VALIDATION_OPTIONS);
    expect([overwrite('true').value.overwrite, overwrite('1').value.overwrite]).toEqual([true, true]);
    expect(overwrite('0').value.overwrite).toBe(false);
    expect(overwrite('poate').error?.message).toBe('Înlocuirea fișierului trebuie să fie 1 sau 0.');
  });

  it('gives the upload messages for the fields', () => {
    expect(messagesOf({})).toEqual(['Tipul fișierului nu este definit.', 'Acest câmp trebuie completat']);
    expect(messagesOf({ kind: 'img', filename: ' ' })).toEqual(['Acest câmp trebuie completat']);
    expect(messagesOf({ kind: 'img', filename: '***.png' })).toEqual(['Numele fișierului nu este valid.']);
    expect(messagesOf({ kind: 'img', filename: `${'a'.repeat(101)}.png` })).toEqual([
      'Numele fișierului depășește 100 de caractere.',
    ]);
    expect(messagesOf({ kind: 'img', filename: `${'a'.repeat(100)}.png` })).toEqual([]);
  });

  it('lists newest first by default; the media list sorts by date only', () => {
    expect(adminFileListQuery.validate({ kind: '' }, VALIDATION_OPTIONS).value).toEqual({
      limit: 100,
      offset: 0,
      sort: 'desc',
      orderby: 'last_modified',
      search: '',
    });
    expect(
      adminFileListQuery.validate({ orderby: 'size', kind: 'PDF' }, VALIDATION_OPTIONS).value,
    ).toMatchObject({
      orderby: 'size',
      kind: 'pdf',
    });
    expect(adminMediaListQuery.validate({ orderby: 'size' }, VALIDATION_OPTIONS).error?.message).toBe(
      'Criteriul de sortare nu este valid.',
    );
  });
});
