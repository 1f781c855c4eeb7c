import { deserialize, serialize } from 'bson';
import { cloneKeepingTypes, holdsTypedNumbers } from './numberTypes';
import { type Doc, isPlainDocument } from './plainDocument';

// Defined apart so numberTypes can use them without importing this module back.
export { type Doc, isPlainDocument };

/** BSON options used everywhere documents are decoded, so stored values keep one representation. */
export const DESERIALIZE_OPTIONS = {
  promoteValues: true,
  promoteBuffers: false,
  promoteLongs: true,
} as const;

/** Deep copy through BSON itself, which keeps every BSON type intact (structuredClone would not). */
export function cloneDocument<T extends Doc>(doc: T): T {
  if (holdsTypedNumbers(doc)) return cloneKeepingTypes(doc, DESERIALIZE_OPTIONS);
  return deserialize(serialize(doc), DESERIALIZE_OPTIONS) as T;
}

/** Reads a dotted path through sub-documents (not through arrays). */
export function getPath(doc: Doc, path: string): unknown {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (!isPlainDocument(current)) return undefined;
    current = current[part];
  }
  return current;
}

/** Writes a dotted path, creating the intermediate sub-documents. */
export function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let current = doc;
  for (const part of parts.slice(0, -1)) {
    const next = current[part];
    if (isPlainDocument(next)) current = next;
    else {
      const created: Doc = {};
      current[part] = created;
      current = created;
    }
  }
  current[parts[parts.length - 1]!] = value;
}
