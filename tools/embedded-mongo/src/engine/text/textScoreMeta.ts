import { ErrorCodes, MongoCommandError } from '../../errors';
import { type Doc, isPlainDocument } from '../documents';

/** Field that carries a document's text score through an aggregation pipeline (removed from the output). */
export const TEXT_SCORE_FIELD = '__embeddedTextScore';

export function isTextScoreMeta(value: unknown): boolean {
  return isPlainDocument(value) && value.$meta === 'textScore' && Object.keys(value).length === 1;
}

/** Splits `{ score: { $meta: 'textScore' } }` entries off a find sort or projection. */
export function splitTextScoreFields(spec: Doc | undefined): { fields: string[]; rest: Doc | undefined } {
  if (!spec) return { fields: [], rest: undefined };
  const fields = Object.keys(spec).filter((field) => isTextScoreMeta(spec[field]));
  if (fields.length === 0) return { fields, rest: spec };
  const rest = Object.fromEntries(Object.entries(spec).filter(([field]) => !fields.includes(field)));
  return { fields, rest: Object.keys(rest).length > 0 ? rest : undefined };
}

export function textScoreUnavailable(): MongoCommandError {
  return new MongoCommandError(
    ErrorCodes.BadValue,
    'query requires text score metadata, but it is not available',
  );
}

/** Rewrites `{ $meta: 'textScore' }` in pipeline stages to read TEXT_SCORE_FIELD (mingo has no $meta). */
export function withTextScoreField(value: unknown, inSort = false): unknown {
  if (isTextScoreMeta(value)) return inSort ? -1 : `$${TEXT_SCORE_FIELD}`;
  if (Array.isArray(value)) return value.map((item) => withTextScoreField(item));
  if (!isPlainDocument(value)) return value;
  const out: Doc = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '$sort' && isPlainDocument(item)) {
      const sort: Doc = {};
      for (const [field, direction] of Object.entries(item)) {
        if (isTextScoreMeta(direction)) sort[TEXT_SCORE_FIELD] = -1;
        else sort[field] = direction;
      }
      out[key] = sort;
    } else out[key] = withTextScoreField(item, inSort);
  }
  return out;
}
