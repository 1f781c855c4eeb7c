import { filterQuery } from '../engine/Collection';
import { type Doc, isPlainDocument } from '../engine/documents';

/** `$text` is answered by the text index, not by the filter's matcher. */
function searchesText(filter: Doc): boolean {
  const and = filter.$and;
  return (
    '$text' in filter || (Array.isArray(and) && and.some((part) => isPlainDocument(part) && '$text' in part))
  );
}

/**
 * mongod parses every filter, so a bad operator fails even when no document is read. The engine compiles a
 * filter only when it tests a document, so an empty answer (no collection, no candidates) parses it here.
 */
export function assertFilterParses(filter: Doc, collation: Doc | undefined, matched: number): void {
  if (matched === 0 && !searchesText(filter)) filterQuery(filter, collation);
}
