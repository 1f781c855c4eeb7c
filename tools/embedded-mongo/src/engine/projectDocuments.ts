import { Query } from 'mingo';
import { mingoOptions } from './Collection';
import { cloneDocument, type Doc } from './documents';

/**
 * Applies a find/findAndModify projection to copies: mingo removes excluded sub-document fields (`'draft.body': 0`)
 * in place, which would otherwise delete them from the stored documents themselves.
 */
export function projectDocuments(docs: readonly Doc[], projection: Doc): Doc[] {
  if (docs.length === 0) return [];
  const projected = new Query({}, mingoOptions())
    .find<Doc>(
      docs.map((doc) => cloneDocument(doc)),
      projection,
    )
    .all();
  return projected.map((doc, position) => inDocumentOrder(doc, docs[position]!));
}

/** mongod keeps the stored order of the fields it returns (mingo follows the projection's order); new fields last. */
function inDocumentOrder(projected: Doc, source: Doc): Doc {
  const ordered: Doc = {};
  for (const key of Object.keys(source)) if (key in projected) ordered[key] = projected[key];
  for (const key of Object.keys(projected)) if (!(key in ordered)) ordered[key] = projected[key];
  return ordered;
}
