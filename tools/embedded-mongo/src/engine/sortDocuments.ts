import type { Doc } from './documents';
import { encodedKeysAt } from './Index';

export type SortSpec = Record<string, 1 | -1>;

/**
 * Sorts like mongod (and like an index walk): BSON type order between types, missing as null, and an array by
 * its smallest element ascending or its largest descending. Keys are encoded once per document.
 */
export function sortDocuments(docs: readonly Doc[], sort: SortSpec): Doc[] {
  const fields = Object.entries(sort);
  const keyed = docs.map((doc, position) => ({
    doc,
    position,
    keys: fields.map(([field, direction]) => {
      const keys = encodedKeysAt(doc, field).sort();
      return (direction === 1 ? keys[0] : keys[keys.length - 1]) ?? '';
    }),
  }));
  keyed.sort((a, b) => {
    for (const [index, [, direction]] of fields.entries()) {
      const left = a.keys[index]!;
      const right = b.keys[index]!;
      if (left !== right) return left < right ? -direction : direction;
    }
    return a.position - b.position;
  });
  return keyed.map((entry) => entry.doc);
}
