import { type ListStateConfig, readListState, writeListState } from './listUrlState';

const CONFIG: ListStateConfig = {
  defaultSort: { orderby: 'id', sort: 'desc' },
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 10,
  filterKeys: ['letterId', 'withTabs'],
  orderbys: ['id', 'name'],
};

const read = (query: string) => readListState(new URLSearchParams(query), CONFIG);

describe('list URL state', () => {
  it('reads an empty query as the defaults', () => {
    expect(read('')).toEqual({
      page: 1,
      pageSize: 10,
      orderby: 'id',
      sort: 'desc',
      search: '',
      searchField: '',
      filters: {},
    });
  });

  it('round-trips every part of the state with clean names and no defaults', () => {
    const state = {
      page: 3,
      pageSize: 50,
      orderby: 'name',
      sort: 'asc' as const,
      search: 'ăla bala',
      searchField: 'name',
      filters: { letterId: '4', withTabs: '0' },
    };
    const params = writeListState(new URLSearchParams(), state, CONFIG);
    expect(params.toString()).toBe(
      'page=3&size=50&sort=name&order=asc&q=%C4%83la+bala&in=name&letterId=4&withTabs=0',
    );
    expect(readListState(params, CONFIG)).toEqual(state);
    expect(writeListState(new URLSearchParams(), read(''), CONFIG).toString()).toBe('');
  });

  it('keeps parameters that are not list state', () => {
    const params = writeListState(new URLSearchParams('tab=2&page=4'), read(''), CONFIG);
    expect(params.toString()).toBe('tab=2');
  });

  it('falls back to the defaults for malformed or unknown values', () => {
    expect(read('page=0&size=7&sort=password&order=up&letterId=&other=1')).toEqual(read(''));
    expect(read('page=-2').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
  });

  it("ignores 'Caută în' without a search", () => {
    expect(read('in=name').searchField).toBe('');
    expect(read('q=x&in=name').searchField).toBe('name');
  });
});
