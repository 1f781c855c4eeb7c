import {
  AUTOCOMPLETE_ARTIST_LIMIT,
  AUTOCOMPLETE_TAB_LIMIT,
  type AutocompleteResponse,
} from '@acorduri/contracts';
import { ArtistModel } from '../artists/artist.model';
import { ARTIST_SEARCH_FIELDS, artistGramFrequencies } from '../artists/artist.search';
import { TAB_SEARCH_FIELDS, tabGramFrequencies } from '../tabs/tab.service';
import { toTabListItems } from '../tabs/tab.views';
import { findTabPage } from '../tabs/tabPage';
import { substringSearchFilter } from './searchFilter';

/** GET /api/search/autocomplete: the best-known artists and the most favoured public tabs matching the text. */
export async function autocomplete(search: string): Promise<AutocompleteResponse> {
  const [artistFilter, tabFilter] = await Promise.all([
    substringSearchFilter(search, ARTIST_SEARCH_FIELDS, artistGramFrequencies),
    substringSearchFilter(search, TAB_SEARCH_FIELDS.all, tabGramFrequencies),
  ]);
  const [artists, tabRecords] = await Promise.all([
    ArtistModel.find(artistFilter, { name: 1, slug: 1 })
      .sort({ tabCount: -1, searchName: 1 })
      .limit(AUTOCOMPLETE_ARTIST_LIMIT)
      .lean(),
    findTabPage(
      { isPublic: true, ...tabFilter },
      { orderby: 'favourite_count', sort: 'desc' },
      0,
      AUTOCOMPLETE_TAB_LIMIT,
    ),
  ]);
  const tabs = await toTabListItems(tabRecords);
  return {
    artists: artists.map((artist) => ({ name: artist.name, slug: artist.slug })),
    tabs: tabs.map((tab) => ({
      title: tab.title,
      slug: tab.slug,
      artist: { name: tab.artist.name, slug: tab.artist.slug },
      author: tab.author && { name: tab.author.name, slug: tab.author.slug },
    })),
    errors: [],
  };
}
