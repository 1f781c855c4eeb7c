import { tabChordFields } from '../chordSets/tabChordFields';
import { textWordsOf } from '../search/textWords';
import { searchFieldsOf } from '../search/trigrams';

const PREVIEW_LENGTH = 100;

/** The search fields derived from a tab's artist name and title (also refreshed when an artist is renamed). */
export function tabSearchFields(artistName: string, title: string) {
  const { normalised, grams } = searchFieldsOf(artistName, title);
  return { searchArtist: normalised[0] ?? '', searchTitle: normalised[1] ?? '', searchGrams: grams };
}

/**
 * The fields derived from a tab's artist name, title and body; set by every write path of the tab service. Plain
 * data of its arguments alone (no database, no mongoose), so the seed computes it on worker threads too.
 */
export function tabDerivedFields(artistName: string, title: string, body: string) {
  return {
    ...tabSearchFields(artistName, title),
    searchWords: textWordsOf(body),
    preview: body.slice(0, PREVIEW_LENGTH),
    ...tabChordFields(body),
  };
}

export type TabDerivedFields = ReturnType<typeof tabDerivedFields>;
