import { type Doc, isPlainDocument } from './documents';

/** Stages before a `$group` whose reads of a document are all field paths in their spec (or sort keys). */
const PATH_STAGES = new Set(['$unwind', '$sort', '$skip', '$limit']);
/** Operators that read fields not written as `$path`: sort keys by name, a field by name, code. */
const OPAQUE_KEYS = new Set(['sortBy', '$getField', '$setField', '$function', '$accumulator', '$where']);

/** Adds the top-level field of every `$path` in `spec` to `fields`; false when a read cannot be seen that way. */
function collectPaths(spec: unknown, fields: Set<string>): boolean {
  if (typeof spec === 'string') {
    if (spec.startsWith('$$')) return false; // $$ROOT, $$CURRENT, a variable: the whole document may be read
    if (spec.startsWith('$')) fields.add(spec.slice(1).split('.')[0]!);
    return true;
  }
  if (Array.isArray(spec)) return spec.every((item) => collectPaths(item, fields));
  if (isPlainDocument(spec)) {
    for (const [key, value] of Object.entries(spec)) {
      if (OPAQUE_KEYS.has(key) || !collectPaths(value, fields)) return false;
    }
  }
  return true;
}

/**
 * The top-level fields of the input documents that a pipeline reads, when it reaches a `$group` through stages
 * that read only field paths (`$unwind`, `$sort`, `$skip`, `$limit`): what follows the `$group` reads its groups,
 * not the documents. Undefined when the pipeline has no such `$group` or may read more (a `$$ROOT`, a variable, a
 * field named without `$`). mongod computes the same dependencies to read only those fields.
 */
export function fieldsReadUpToGroup(pipeline: readonly unknown[]): Set<string> | undefined {
  const fields = new Set<string>();
  for (const stage of pipeline) {
    if (!isPlainDocument(stage)) return undefined;
    const [name] = Object.keys(stage);
    const spec = (stage as Doc)[name!];
    if (name === '$group') return collectPaths(spec, fields) ? fields : undefined;
    if (!name || !PATH_STAGES.has(name)) return undefined;
    if (name === '$sort') {
      if (!isPlainDocument(spec)) return undefined;
      for (const key of Object.keys(spec)) fields.add(key.split('.')[0]!);
    } else if (!collectPaths(spec, fields)) return undefined;
  }
  return undefined;
}

/** A document holding only `fields` of `doc` (those it has), in the document's order. */
export function pickFields(doc: Doc, fields: ReadonlySet<string>): Doc {
  const out: Doc = {};
  for (const key of Object.keys(doc)) if (fields.has(key)) out[key] = doc[key];
  return out;
}
