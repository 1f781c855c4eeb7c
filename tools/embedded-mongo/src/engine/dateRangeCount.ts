import { type Doc, isPlainDocument } from './documents';
import { encodeValue, KEY_END } from './keyEncoding';
import type { QueryPlan } from './planner';

const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte']);
const isValidDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

/**
 * The count of a filter that is one range of dates (`{ createdAt: { $gte, $lt } }`) read from the index keys
 * alone, like mongod's COUNT_SCAN over a range, or undefined when the plan cannot answer it that way.
 *
 * The planner's range over the leading field is inclusive at both ends and its type class keeps other types out
 * (a date range matches only dates), so the keys counted are exactly the matches once the keys equal to an
 * excluded end ($gt, $lt) are taken off. Date keys have one length, so a key's prefix is its date.
 */
export function countDateRange(filter: Doc, plan: QueryPlan): number | undefined {
  const fields = Object.keys(filter);
  const field = fields[0];
  if (fields.length !== 1 || field === undefined) return undefined;
  const condition = filter[field];
  if (!isPlainDocument(condition)) return undefined;
  const operators = Object.keys(condition);
  if (
    operators.length === 0 ||
    !operators.every((op) => RANGE_OPERATORS.has(op) && isValidDate(condition[op]))
  )
    return undefined;
  // The planner keeps one bound per side, so two lower (or upper) bounds are left to the documents.
  if (('$gt' in condition && '$gte' in condition) || ('$lt' in condition && '$lte' in condition))
    return undefined;
  const [scan, ...others] = plan.scans;
  if (!scan || others.length > 0 || scan.ranges.length !== 1) return undefined;
  const { index } = scan;
  if (index.multikey || !index.coversAllDocuments || index.fields[0] !== field) return undefined;
  const [low, high] = scan.ranges[0]!;
  let total = index.entries.countRange(low, high);
  for (const op of ['$gt', '$lt'] as const) {
    if (op in condition) {
      const excluded = encodeValue(condition[op]);
      total -= index.entries.countRange(excluded, excluded + KEY_END);
    }
  }
  // An empty range ($gt and $lt of one date, or ends crossed) takes off more than it counted.
  return Math.max(0, total);
}
