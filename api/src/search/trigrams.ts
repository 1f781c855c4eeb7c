import { normaliseSearchText } from '@acorduri/contracts';

export const GRAM_LENGTH = 3;

/** The distinct 3-character slices of an already normalised text (its whole self when shorter). */
export function trigramsOf(normalised: string): string[] {
  if (normalised.length <= GRAM_LENGTH) return normalised ? [normalised] : [];
  const grams = new Set<string>();
  for (let i = 0; i + GRAM_LENGTH <= normalised.length; i++) grams.add(normalised.slice(i, i + GRAM_LENGTH));
  return [...grams];
}

/**
 * The search fields stored on a document: each text normalised, and the union of their trigrams. The trigram
 * array carries a multikey index; a query's trigrams narrow the candidates before the substring check.
 */
export function searchFieldsOf(...texts: string[]): { normalised: string[]; grams: string[] } {
  const normalised = texts.map(normaliseSearchText);
  const grams = new Set<string>();
  for (const text of normalised) for (const gram of trigramsOf(text)) grams.add(gram);
  return { normalised, grams: [...grams] };
}
