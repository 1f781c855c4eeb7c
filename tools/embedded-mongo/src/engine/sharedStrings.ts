import { type Doc, isPlainDocument } from './plainDocument';

/** Longer strings are rarely repeated (titles, bodies) and are left as decoded. */
const SHORT = 32;
/** Bounds the table (about 20 MB at most), however many distinct words and grams the documents hold. */
const TABLE_MAX = 1 << 18;

const table = new Map<string, string>();

function shared(text: string): string {
  if (text.length > SHORT) return text;
  const held = table.get(text);
  if (held !== undefined) return held;
  if (table.size < TABLE_MAX) table.set(text, text);
  return text;
}

function shareInArray(values: unknown[]): void {
  for (let at = 0; at < values.length; at++) {
    const value = values[at];
    if (typeof value === 'string') values[at] = shared(value);
    else shareInValue(value);
  }
}

function shareInValue(value: unknown): void {
  if (Array.isArray(value)) shareInArray(value);
  else if (isPlainDocument(value)) shareStrings(value);
}

/**
 * Makes the short strings in a stored document's arrays one instance per text across every document. Derived
 * arrays (a tab's words, search and progression grams, a comment's grams) repeat a few thousand texts tens of
 * millions of times at 100,000 tabs: decoded, each was an object of its own for every major garbage collection to
 * mark and move (seconds of marking on a 2.4 GB heap). Strings are immutable, so sharing them changes no answer.
 * Written documents pass here; a replayed journal's decoder already shares its short strings (journalDecoder.ts).
 */
export function shareStrings(doc: Doc): void {
  for (const value of Object.values(doc)) shareInValue(value);
}
