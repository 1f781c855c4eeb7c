import { type HighlightPart, splitHighlight } from '@acorduri/contracts';
import { useMemo } from 'react';

/** Memoised splitHighlight: the parts of `text` matching `query`, ignoring case and diacritics. */
export function useHighlight(
  text: string,
  query: string,
  options: { words?: boolean } = {},
): HighlightPart[] {
  const words = options.words ?? false;
  return useMemo(() => splitHighlight(text, query, { words }), [text, query, words]);
}
