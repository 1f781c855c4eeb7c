import { calculateObjectSize } from 'bson';
import { ErrorCodes, MongoCommandError } from '../errors';
import type { Doc } from './documents';

/** mongod's BSONObjMaxUserSize, also announced as `maxBsonObjectSize` in `hello`. */
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;

/** Document sequences whose documents the wire layer found within the limit as it read their bytes. */
const WITHIN_LIMIT = new WeakSet<readonly unknown[]>();

/** Marks a sequence read from the wire whose largest document is `largest` bytes, when that is within the limit. */
export function noteSequenceSize(docs: readonly unknown[], largest: number): void {
  if (largest <= MAX_BSON_OBJECT_SIZE) WITHIN_LIMIT.add(docs);
}

/** Whether every document of the list was measured within the limit on the wire (no need to measure again). */
export const measuredWithinLimit = (docs: unknown): boolean => Array.isArray(docs) && WITHIN_LIMIT.has(docs);

export function assertInsertSize(doc: Doc): void {
  const size = calculateObjectSize(doc);
  if (size > MAX_BSON_OBJECT_SIZE) {
    throw new MongoCommandError(
      ErrorCodes.BSONObjectTooLarge,
      `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_OBJECT_SIZE}`,
    );
  }
}

export function assertUpdatedSize(doc: Doc): void {
  if (calculateObjectSize(doc) > MAX_BSON_OBJECT_SIZE) {
    throw new MongoCommandError(
      ErrorCodes.DocumentAfterUpdateTooLarge,
      `Resulting document after update is larger than ${MAX_BSON_OBJECT_SIZE}`,
    );
  }
}
