import { normaliseSearchText } from '@acorduri/contracts';
import type { GramFrequencies } from './gramFrequencies';
import { GRAM_LENGTH, trigramsOf } from './trigrams';

/** A query no document matches: too short to be searched once normalised (e.g. 'a, -'). */
export const MATCH_NOTHING = { _id: { $exists: false } } as const;

/** The text matched literally inside a regular expression. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A case- and diacritic-insensitive substring filter over normalised fields, for small collections searched
 * without trigrams (requests, tags, lessons): the normalised query must be part of one of the fields.
 */
export function normalisedSubstringFilter(text: string, fields: readonly string[]): Record<string, unknown> {
  const normalised = normaliseSearchText(text);
  if (!normalised) return MATCH_NOTHING;
  const pattern = escapeRegex(normalised);
  const matches = fields.map((field) => ({ [field]: { $regex: pattern } }));
  return matches.length === 1 ? (matches[0] ?? MATCH_NOTHING) : { $or: matches };
}

export interface SearchFields {
  /** The normalised fields the query must be a substring of (one of them). */
  readonly match: readonly string[];
  /** Every normalised field the document's trigrams were built from. */
  readonly gramSources: readonly string[];
  readonly grams?: string;
}

/**
 * The filter for a case- and diacritic-insensitive substring search over normalised fields: an equality on the
 * multikey-indexed trigram field with the query's rarest trigram reads only the documents containing it from the
 * index, and a regular expression verifies just those candidates: their normalised field must contain the whole
 * normalised query. The query's other trigrams would not shrink what the index reads, only add work per
 * candidate, so they are left out. A 3-character query searched in every field the trigrams came from is its own
 * trigram: the index equality is then the whole answer, with nothing left to verify.
 */
export async function substringSearchFilter(
  text: string,
  fields: SearchFields,
  frequencies: GramFrequencies,
): Promise<Record<string, unknown>> {
  const normalised = normaliseSearchText(text);
  if (normalised.length < GRAM_LENGTH) return MATCH_NOTHING;
  const gramsField = fields.grams ?? 'searchGrams';
  const gram = await frequencies.rarest(trigramsOf(normalised));
  const coversSources = fields.gramSources.every((source) => fields.match.includes(source));
  if (normalised.length === GRAM_LENGTH && coversSources) return { [gramsField]: gram };
  const pattern = escapeRegex(normalised);
  const verify = fields.match.map((field) => ({ [field]: { $regex: pattern } }));
  return { [gramsField]: gram, ...(verify.length === 1 ? verify[0] : { $or: verify }) };
}
