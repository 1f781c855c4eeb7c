/** A stored document: the deserialized form of a BSON document. */
export type Doc = Record<string, unknown>;

/** A plain sub-document (not an array, not a BSON value type such as ObjectId, Date or Binary). */
export function isPlainDocument(value: unknown): value is Doc {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (value instanceof Date || value instanceof RegExp || value instanceof Uint8Array) return false;
  return (value as { _bsontype?: unknown })._bsontype === undefined;
}
