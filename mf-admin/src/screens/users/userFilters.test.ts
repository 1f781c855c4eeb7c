import { userFilterQuery } from './userFilters';

describe('userFilterQuery (admin.md §5)', () => {
  it('sends nothing for unset filters', () => {
    expect(userFilterQuery({})).toEqual({});
  });

  it.each([
    ['Standard', 0],
    ['Admin', 1],
    ['Susținător', 2],
  ] as const)('maps the role %s to %i', (role, number) => {
    expect(userFilterQuery({ role })).toEqual({ role: number });
  });

  it('maps verified and the three contribution filters Da to 1 and Nu to 0', () => {
    expect(
      userFilterQuery({ verified: 'Da', withTabs: 'Da', withRequests: 'Nu', withComments: 'Da' }),
    ).toEqual({ verified: 1, with_tabs: 1, with_requests: 0, with_comments: 1 });
    expect(userFilterQuery({ verified: 'Nu', withTabs: 'Nu', withComments: 'Nu' })).toEqual({
      verified: 0,
      with_tabs: 0,
      with_comments: 0,
    });
  });

  it('inverts active into expired: Da is expired=0, Nu is expired=1', () => {
    expect(userFilterQuery({ active: 'Da' })).toEqual({ expired: 0 });
    expect(userFilterQuery({ active: 'Nu' })).toEqual({ expired: 1 });
  });
});
