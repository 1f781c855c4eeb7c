import type { ArtistView, TabContentInput } from '@acorduri/contracts';
import { foldForSearch } from '@acorduri/ui-kit';

/** What the tab form edits: the artist as typed text plus the catalogue id when the text names a known artist. */
export interface TabFormValues {
  readonly title: string;
  readonly body: string;
  readonly artistName: string;
  readonly artistId: string | null;
}

export const EMPTY_TAB: TabFormValues = { title: '', body: '', artistName: '', artistId: null };

/** The API payload (spec §3): a catalogue artist's id, or the free-text name as `tempArtist`. */
export function toTabContent(values: TabFormValues): TabContentInput {
  return values.artistId
    ? { title: values.title, body: values.body, artistId: values.artistId }
    : { title: values.title, body: values.body, tempArtist: values.artistName };
}

/** The catalogue artist whose name is the typed text (ignoring case and diacritics), if any. */
export function artistNamed(artists: readonly ArtistView[], name: string): ArtistView | undefined {
  const wanted = foldForSearch(name.trim());
  return wanted ? artists.find((artist) => foldForSearch(artist.name) === wanted) : undefined;
}

/** The suggestions under the artist field: at most `limit` names containing the typed text. */
export function artistSuggestions(artists: readonly ArtistView[], text: string, limit = 50): ArtistView[] {
  const wanted = foldForSearch(text.trim());
  const matches: ArtistView[] = [];
  for (const artist of artists) {
    if (foldForSearch(artist.name).includes(wanted)) matches.push(artist);
    if (matches.length === limit) break;
  }
  return matches;
}
