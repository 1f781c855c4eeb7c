import { type AutocompleteResponse, apiFetch, buildPath, PATHS } from '@acorduri/contracts';
import type { SearchSuggestion } from '@acorduri/ui-kit';
import { useCallback, useMemo, useRef, useState } from 'react';
import { MESSAGES } from '../../messages';

const PREFIX_LENGTH = 3;

/**
 * Spec §4 search box: a lookup is made only when the text's first 3 characters differ from the last lookup's and
 * none is in progress; the answer is then filtered locally (ui-kit's SearchBox, ignoring diacritics and case).
 * A suggestion's id is the path it opens.
 */
export function useSuggestions() {
  const [result, setResult] = useState<AutocompleteResponse | null>(null);
  const lastPrefix = useRef<string | null>(null);
  const inFlight = useRef(false);

  const lookup = useCallback((text: string) => {
    const prefix = text.slice(0, PREFIX_LENGTH).toLowerCase();
    if (prefix === lastPrefix.current || inFlight.current) return;
    lastPrefix.current = prefix;
    inFlight.current = true;
    apiFetch<AutocompleteResponse>('/api/search/autocomplete', { query: { search: prefix } })
      .then(setResult)
      .catch(() => setResult(null))
      .finally(() => {
        inFlight.current = false;
      });
  }, []);

  const reset = useCallback(() => {
    lastPrefix.current = null;
    setResult(null);
  }, []);

  const suggestions = useMemo<SearchSuggestion[]>(() => {
    if (!result) return [];
    return [
      ...result.artists.map((artist) => ({
        id: buildPath(PATHS.artist, { slug: artist.slug }),
        label: artist.name,
        secondary: MESSAGES.suggestionArtist,
      })),
      ...result.tabs.map((tab) => ({
        id: buildPath(PATHS.tab, { artistSlug: tab.artist.slug, tabSlug: tab.slug }),
        label: `${tab.artist.name} - ${tab.title}`,
        secondary: MESSAGES.suggestionTab,
      })),
    ];
  }, [result]);

  return { suggestions, lookup, reset };
}
