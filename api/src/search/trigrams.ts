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

// Approximate share (%) of each character in Romanian names and titles once normalised; others count as rare.
const CHARACTER_FREQUENCY: Readonly<Record<string, number>> = {
  ' ': 15,
  e: 10,
  a: 11,
  i: 9,
  r: 6,
  n: 6,
  u: 5,
  t: 6,
  c: 4.5,
  l: 4,
  s: 4.5,
  o: 4,
  d: 3,
  p: 2.5,
  m: 3,
  f: 1,
  v: 1.2,
  b: 1,
  g: 1,
  z: 0.7,
  h: 0.5,
  j: 0.2,
  k: 0.2,
  x: 0.1,
  y: 0.1,
  w: 0.1,
  q: 0.01,
};

function estimatedFrequency(gram: string): number {
  let frequency = 1;
  for (const character of gram) frequency *= CHARACTER_FREQUENCY[character] ?? 0.05;
  return frequency;
}

/** The grams, probably rarest first: the search reads the candidates of the first one from the index. */
export function rarestFirst(grams: readonly string[]): string[] {
  return [...grams].sort((a, b) => estimatedFrequency(a) - estimatedFrequency(b));
}
