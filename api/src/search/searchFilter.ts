import { normaliseSearchText } from '@acorduri/contracts';
import { GRAM_LENGTH, rarestFirst, trigramsOf } from './trigrams';

/** A query no document matches: too short to be searched once normalised (e.g. 'a, -'). */
export const MATCH_NOTHING = { _id: { $exists: false } } as const;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The filter for a case- and diacritic-insensitive substring search over normalised fields. Each trigram of
 * the query is an equality on the multikey-indexed `gramsField` (written as `$and` of equalities rather than
 * `$all`, which planners can read index bounds from), rarest first; the index narrows the candidates, and the
 * regular expression only verifies those candidates, whose normalised field must contain the whole query.
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
    $and: [
      ...rarestFirst(trigramsOf(normalised)).map((gram) => ({ [gramsField]: gram })),
      verify.length === 1 ? verify[0] : { $or: verify },
    ],
  };
}
