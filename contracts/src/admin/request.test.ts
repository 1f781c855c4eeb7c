import { VALIDATION_OPTIONS } from '../validation/validationOptions';
import { adminRequestUpdateBody } from './request';

const ID = '0123456789abcdef01234567';
const ARTIST = 'fedcba9876543210fedcba98';

const messagesOf = (body: object) =>
  adminRequestUpdateBody.validate(body, VALIDATION_OPTIONS).error?.details.map((d) => d.message) ?? [];

describe('PUT /api/admin/request body', () => {
  it('takes a catalogue artist or the typed-in name, trimmed', () => {
    expect(messagesOf({ id: ID, title: 'Cântec', artistId: ARTIST, tempArtist: '', isPublic: 1 })).toEqual(
      [],
    );
    const { value } = adminRequestUpdateBody.validate(
      { id: ID, title: 'Cântec', artistId: '', tempArtist: '  Trupa Cererilor ', isPublic: 1 },
      VALIDATION_OPTIONS,
    );
    expect(value).toEqual({ id: ID, title: 'Cântec', tempArtist: 'Trupa Cererilor', isPublic: true });
  });

  it("says 'Artistul trebuie completat' without either, on the typed-in name", () => {
    const { error } = adminRequestUpdateBody.validate(
      { id: ID, title: 'Cântec', artistId: '', tempArtist: '  ', isPublic: 1 },
      VALIDATION_OPTIONS,
    );
    expect(error?.details.map((d) => [d.path.join('.'), d.message])).toEqual([
      ['tempArtist', 'Artistul trebuie completat'],
    ]);
    expect(messagesOf({ id: ID, title: 'Cântec', artistId: null, isPublic: 1 })).toEqual([
      'Artistul trebuie completat',
    ]);
  });

  it('refuses a typed-in name over 50 characters', () => {
    expect(messagesOf({ id: ID, title: 'Cântec', tempArtist: 'a'.repeat(51), isPublic: 1 })).toEqual([
      'Numele artistului depășește 50 de caractere',
    ]);
    expect(messagesOf({ id: ID, title: 'Cântec', tempArtist: 'a'.repeat(50), isPublic: 1 })).toEqual([]);
  });
});
