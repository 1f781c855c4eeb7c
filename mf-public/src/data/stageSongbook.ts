import { decryptTabBody, SONGBOOK_API, type Songbook, type SongbookEntry } from '@acorduri/contracts';
import { useEffect, useState } from 'react';
import { useApi } from './swr';

/** Which songbook a stage or print view shows: a public one by its slug, or one of the user's own by id. */
export type SongbookSource = { readonly slug: string } | { readonly id: string };

/** The API call that answers a songbook with its entries (and their encrypted bodies). */
export const songbookUrl = (source: SongbookSource) =>
  'slug' in source ? SONGBOOK_API.bySlug(source.slug) : SONGBOOK_API.one(source.id);

export function useSongbook(source: SongbookSource) {
  return useApi<Songbook>(songbookUrl(source));
}

/** A song's text in the original key, or why there is none. */
export type SongText =
  | { readonly state: 'ready'; readonly text: string }
  | { readonly state: 'pending' | 'failed' | 'unavailable' };

/** Every entry's body decrypted in the browser (WebCrypto), by entry id. */
export function useSongTexts(entries: readonly SongbookEntry[] | undefined): ReadonlyMap<string, SongText> {
  const [texts, setTexts] = useState<ReadonlyMap<string, SongText>>(new Map());
  useEffect(() => {
    if (!entries) return;
    let live = true;
    void Promise.all(
      entries.map(async (entry): Promise<[string, SongText]> => {
        if (entry.unavailable || entry.body === undefined) return [entry.id, { state: 'unavailable' }];
        try {
          return [entry.id, { state: 'ready', text: await decryptTabBody(entry.body) }];
        } catch {
          return [entry.id, { state: 'failed' }];
        }
      }),
    ).then((pairs) => live && setTexts(new Map(pairs)));
    return () => {
      live = false;
    };
  }, [entries]);
  return texts;
}

/** A song's text as the entry plays it: transposed to its key, then moved down by its capo (the shapes played). */
export function playedText(
  text: string,
  entry: Pick<SongbookEntry, 'transpose' | 'capo'>,
  transposeBody: ((body: string, semitones: number) => string) | undefined,
): string {
  const shift = entry.transpose - entry.capo;
  return shift % 12 !== 0 && transposeBody ? transposeBody(text, shift) : text;
}
