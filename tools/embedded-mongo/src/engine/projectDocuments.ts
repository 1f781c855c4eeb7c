import { Query } from 'mingo';
import { mingoOptions } from './Collection';
import { cloneDocument, type Doc } from './documents';

/**
 * Applies a find/findAndModify projection to copies: mingo removes excluded sub-document fields (`'draft.body': 0`)
 * in place, which would otherwise delete them from the stored documents themselves.
 */
export function projectDocuments(docs: readonly Doc[], projection: Doc): Doc[] {
  if (docs.length === 0) return [];
  return new Query({}, mingoOptions())
    .find<Doc>(
      docs.map((doc) => cloneDocument(doc)),
      projection,
    )
    .all();
}
