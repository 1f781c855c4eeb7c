import {
  ARTIST_PAGE_TAB_LIST,
  artistsOfLetterKey,
  cacheFileKey,
  isInPageData,
  PAGE_DATA_ELEMENT_ID,
  readPageData,
  tabBySlugsKey,
  tabListKey,
} from './pageData';

/** A document holding one element with the given text under the page data id. */
function pageWith(text: string | null) {
  const element = { textContent: text };
  return { getElementById: (id: string) => (id === PAGE_DATA_ELEMENT_ID && text !== null ? element : null) };
}

describe('page data', () => {
  it('reads the JSON the server wrote, keyed by SWR keys', () => {
    const key = tabBySlugsKey('ana-blandiana', 'cantec');
    const page = pageWith(JSON.stringify({ [key]: { title: '</script>' } }));
    expect(readPageData(page)).toEqual({ [key]: { title: '</script>' } });
    expect(isInPageData(key, page)).toBe(true);
    expect(isInPageData('/api/tab/altul', page)).toBe(false);
  });

  it('is empty without the element or with text that is not a JSON object', () => {
    expect(readPageData(pageWith(null))).toEqual({});
    expect(readPageData(pageWith('{nu'))).toEqual({});
    expect(readPageData(pageWith('[1,2]'))).toEqual({});
    expect(readPageData(undefined)).toEqual({});
  });

  it('builds the keys the remotes ask with', () => {
    expect(tabBySlugsKey('ana b', 'c/d')).toBe('/api/tab/by-slug/ana%20b/c%2Fd');
    expect(tabListKey({ artistSlug: 'ana' }, ARTIST_PAGE_TAB_LIST)).toBe(
      '/api/tab?artistSlug=ana&limit=500&offset=0&orderby=title&sort=asc',
    );
    expect(tabListKey({ tagSlug: 'rock' }, { page: 3, pageSize: 10 })).toBe(
      '/api/tab?tagSlug=rock&limit=10&offset=20',
    );
    expect(artistsOfLetterKey(4)).toBe('/api/artist?letterId=4&limit=500&offset=0&orderby=name');
    expect(cacheFileKey('tag-data.json', 17)).toBe('/cache/tag-data.json?t=17');
  });
});
