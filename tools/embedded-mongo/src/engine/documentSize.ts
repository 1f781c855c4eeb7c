import { calculateObjectSize } from 'bson';
import { ErrorCodes, MongoCommandError } from '../errors';
import type { Doc } from './documents';

/** mongod's BSONObjMaxUserSize, also announced as `maxBsonObjectSize` in `hello`. */
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;

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
