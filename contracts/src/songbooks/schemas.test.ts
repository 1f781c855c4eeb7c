import { VALIDATION_OPTIONS } from '../validation/common';
import { SONGBOOK_MESSAGES as M, songCountLabel } from './messages';
import { newSongbookBody, newSongbookEntryBody, readerPreferenceBody, songbookOrderBody } from './schemas';

const errorsOf = (
  schema: { validate: (v: unknown, o: object) => { error?: { details: { message: string }[] } } },
  value: unknown,
) => schema.validate(value, VALIDATION_OPTIONS).error?.details.map((detail) => detail.message) ?? [];

describe('songbook schemas', () => {
  it('requires a name of at most 80 characters and defaults to a private songbook', () => {
    expect(errorsOf(newSongbookBody, {})).toEqual([M.nameRequired]);
    expect(errorsOf(newSongbookBody, { name: '   ' })).toEqual([M.nameRequired]);
    expect(errorsOf(newSongbookBody, { name: 'x'.repeat(81) })).toEqual([M.nameTooLong]);
    expect(newSongbookBody.validate({ name: ' Nuntă ' }, VALIDATION_OPTIONS).value).toEqual({
      name: 'Nuntă',
      description: '',
      isPublic: false,
    });
  });

  it('keeps transpose, capo, speed and note in range', () => {
    const id = '0123456789abcdef01234567';
    expect(
      errorsOf(newSongbookEntryBody, {
        tabId: id,
        transpose: 12,
        capo: -1,
        scrollSpeed: 11,
        note: 'n'.repeat(201),
      }),
    ).toEqual([M.transposeInvalid, M.capoInvalid, M.noteTooLong, M.scrollSpeedInvalid]);
    expect(errorsOf(newSongbookEntryBody, {})).toEqual([M.tabRequired]);
    expect(errorsOf(readerPreferenceBody, { transpose: -11, capo: 11 })).toEqual([]);
    expect(errorsOf(readerPreferenceBody, { transpose: 1.5, capo: 0 })).toEqual([M.transposeInvalid]);
  });

  it('refuses an order with repeated or malformed ids', () => {
    const id = '0123456789abcdef01234567';
    expect(errorsOf(songbookOrderBody, { entryIds: [id, id] })).toEqual([M.orderMismatch]);
    expect(new Set(errorsOf(songbookOrderBody, { entryIds: ['x', 'y'] }))).toEqual(
      new Set([M.orderMismatch]),
    );
    expect(errorsOf(songbookOrderBody, { entryIds: [id] })).toEqual([]);
  });

  it('counts songs the Romanian way', () => {
    expect([0, 1, 2, 19, 20, 101, 120, 200].map(songCountLabel)).toEqual([
      '0 cântece',
      '1 cântec',
      '2 cântece',
      '19 cântece',
      '20 de cântece',
      '101 cântece',
      '120 de cântece',
      '200 de cântece',
    ]);
  });
});
