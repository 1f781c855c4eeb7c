import { normaliseSearchText } from '@acorduri/contracts';
import { GRAM_LENGTH, rarestFirst, trigramsOf } from './trigrams';

/** A query no document matches: too short to be searched once normalised (e.g. 'a, -'). */
export const MATCH_NOTHING = { _id: { $exists: false } } as const;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The filter for a case- and diacritic-insensitive substring search over normalised fields: an equality on the
 * multikey-indexed `gramsField` with the query's (probably) rarest trigram reads only the documents containing
 * that trigram from the index, and the regular expression verifies just those candidates: their normalised
 * field must contain the whole normalised query. The query's other trigrams would not shrink what the index
 * reads, only add work per candidate, so they are left out.
 */
export function substringSearchFilter(
  text: string,
  fields: readonly string[],
  gramsField = 'searchGrams',
): Record<string, unknown> {
  const normalised = normaliseSearchText(text);
  if (normalised.length < GRAM_LENGTH) return MATCH_NOTHING;
  const pattern = escapeRegex(normalised);
  const verify = fields.map((field) => ({ [field]: { $regex: pattern } }));
  return {
    [gramsField]: rarestFirst(trigramsOf(normalised))[0],
    ...(verify.length === 1 ? verify[0] : { $or: verify }),
  };
}
