import { TAB_MESSAGES } from '../tabs/messages';
import { VALIDATION_OPTIONS } from '../validation/common';
import { ADMIN_LIST_MESSAGES } from './paging';
import { ADMIN_TAB_MESSAGES, adminTabApproveBody, adminTabListQuery, adminTabUpdateBody } from './tabs';

const ID = '65f0a1b2c3d4e5f601234567';
const errorsOf = (schema: typeof adminTabUpdateBody, value: unknown) =>
  schema.validate(value, VALIDATION_OPTIONS).error?.details.map((detail) => detail.message) ?? [];

describe('admin tab schemas', () => {
  it('defaults the list to id descending and reads 1/0 filters', () => {
    const { value, error } = adminTabListQuery.validate(
      { midi: '1', isPublic: '0', searchField: '', tagId: '' },
      VALIDATION_OPTIONS,
    );
    expect(error).toBeUndefined();
    expect(value).toEqual({
      limit: 100,
      offset: 0,
      sort: 'desc',
      orderby: 'id',
      search: '',
      midi: true,
      isPublic: false,
    });
  });

  it('refuses unknown sorts and search fields with Romanian messages', () => {
    expect(errorsOf(adminTabListQuery, { orderby: 'body', searchField: 'author' })).toEqual([
      ADMIN_LIST_MESSAGES.badOrderBy,
      ADMIN_LIST_MESSAGES.badSearchField,
    ]);
  });

  it('answers every message of the edit form at once', () => {
    expect(
      errorsOf(adminTabUpdateBody, { id: ID, title: '', body: ' ', tagIds: [], isPublic: 1, isExplicit: 0 }),
    ).toEqual([
      TAB_MESSAGES.titleRequired,
      TAB_MESSAGES.artistRequired,
      TAB_MESSAGES.bodyRequired,
      ADMIN_TAB_MESSAGES.tagsRequired,
    ]);
    expect(
      errorsOf(adminTabUpdateBody, {
        id: ID,
        title: 'x'.repeat(101),
        artistId: ID,
        body: 'x'.repeat(100001),
        isPublic: true,
        isExplicit: false,
        tagIds: [ID],
      }),
    ).toEqual([TAB_MESSAGES.titleTooLong, TAB_MESSAGES.bodyTooLong]);
  });

  it('approves with a catalogue artist only', () => {
    expect(errorsOf(adminTabApproveBody, { id: ID, title: 'T', body: 'Am', tempArtist: 'Nou' })).toEqual([
      TAB_MESSAGES.artistRequired,
    ]);
  });
});
