import { type Doc, isPlainDocument } from './documents';
import { encodeValue, KEY_END } from './keyEncoding';
import type { QueryPlan } from './planner';

const LOWER = ['$gt', '$gte'] as const;
const UPPER = ['$lt', '$lte'] as const;

const isValidDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
/** NaN's key, below every other number's: `{ $lte: 0 }` reads it but must not count it. */
const NAN_KEY = encodeValue(Number.NaN);

/** The range's bounds when they are all dates or all finite numbers, at most one per side. */
function rangeBounds(condition: unknown): { values: unknown[]; numbers: boolean } | undefined {
  if (!isPlainDocument(condition)) return undefined;
  const operators = Object.keys(condition);
  const known = operators.every(
    (op) => (LOWER as readonly string[]).includes(op) || (UPPER as readonly string[]).includes(op),
  );
  // The planner keeps one bound per side, so two lower (or upper) bounds are left to the documents.
  if (
    !known ||
    operators.length === 0 ||
    LOWER.every((op) => op in condition) ||
    UPPER.every((op) => op in condition)
  )
    return undefined;
  const values = operators.map((op) => condition[op]);
  if (values.every(isValidDate)) return { values, numbers: false };
  return values.every(isFiniteNumber) ? { values, numbers: true } : undefined;
}

/**
 * The count of a filter that is one range of dates or numbers (`{ createdAt: { $gte, $lt } }`, `{ tabCount:
 * { $gt: 0 } }`) read from the index keys, like mongod's COUNT_SCAN over a range, or undefined when the plan
 * cannot answer it that way.
 *
 * The planner's range over the leading field is inclusive at both ends and its type class keeps other types out.
 * Keys are non-decreasing in the value, so a key strictly between the ends' keys is a match; only the documents
 * whose key equals an end's key (an excluded end, -0 keyed as 0, NaN keyed below every number) are tested with
 * `matches`.
 */
export function countKeyRange(
  filter: Doc,
  plan: QueryPlan,
  matches: (rid: number) => boolean,
): number | undefined {
  const fields = Object.keys(filter);
  const field = fields[0];
  if (fields.length !== 1 || field === undefined) return undefined;
  const bounds = rangeBounds(filter[field]);
  const [scan, ...others] = plan.scans;
  if (!bounds || !scan || others.length > 0 || scan.ranges.length !== 1) return undefined;
  const { index } = scan;
  if (index.multikey || !index.coversAllDocuments || index.fields[0] !== field) return undefined;
  // A Decimal128 or a Long beyond 2^53 is keyed as a rounded double, possibly inside a range it is outside of.
  if (bounds.numbers && index.inexactNumbers) return undefined;
  const [low, high] = scan.ranges[0]!;
  if (low > high) return 0;
  const edgeKeys = new Set(bounds.values.map((value) => encodeValue(value)));
  if (bounds.numbers) edgeKeys.add(NAN_KEY);
  let total = index.entries.countRange(low, high);
  for (const key of edgeKeys) {
    if (key < low || key > high) continue;
    for (const entry of index.entries.range(key, key + KEY_END)) {
      if (!matches(entry.rid)) total -= 1;
    }
  }
  return total;
}
