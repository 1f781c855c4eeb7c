import { type AutocompleteResponse, apiFetch } from '@acorduri/contracts';
import { includesIgnoringDiacritics, isSearchable } from '@acorduri/ui-kit';
import { useEffect, useMemo, useRef, useState } from 'react';

export interface Suggestion {
  readonly key: string;
  readonly label: string;
  readonly to: string;
}

const PREFIX_LENGTH = 3;

/**
 * Spec §4 search box: from 3 characters a lookup is made only when the first 3 differ from the last lookup's and
 * none is in progress; the answer is then filtered locally, ignoring diacritics and case, by substring.
 */
export function useSuggestions(
  text: string,
  toArtist: (slug: string) => string,
  toTab: (artistSlug: string, slug: string) => string,
) {
  const [result, setResult] = useState<AutocompleteResponse | null>(null);
  const lastPrefix = useRef<string | null>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    const trimmed = text.trim();
    if (!trimmed) {
      lastPrefix.current = null;
      setResult(null);
      return;
    }
    if (!isSearchable(trimmed)) return;
    const prefix = trimmed.slice(0, PREFIX_LENGTH).toLowerCase();
    if (prefix === lastPrefix.current || inFlight.current) return;
    lastPrefix.current = prefix;
    inFlight.current = true;
    apiFetch<AutocompleteResponse>('/api/search/autocomplete', { query: { search: prefix } })
      .then(setResult)
      .catch(() => setResult(null))
      .finally(() => {
        inFlight.current = false;
      });
  }, [text]);

  return useMemo<Suggestion[]>(() => {
    const query = text.trim();
    if (!result || query.length < PREFIX_LENGTH) return [];
    const artists = result.artists
      .filter((artist) => includesIgnoringDiacritics(artist.name, query))
      .map((artist) => ({ key: `a:${artist.slug}`, label: artist.name, to: toArtist(artist.slug) }));
    const tabs = result.tabs
      .filter((tab) => includesIgnoringDiacritics(`${tab.artist.name} ${tab.title}`, query))
      .map((tab) => ({
        key: `t:${tab.artist.slug}/${tab.slug}`,
        label: `${tab.artist.name} - ${tab.title}`,
        to: toTab(tab.artist.slug, tab.slug),
      }));
    return [...artists, ...tabs];
  }, [result, text, toArtist, toTab]);
}
