import { Query } from 'mingo';
import { mingoOptions } from './Collection';
import { cloneDocument, type Doc, getPath, isPlainDocument, setPath } from './documents';
import { matchedIndex } from './positionalPaths';
import { aliasProto, mentionsProto, restoreProto } from './protoFields';

/** Projection operators mongod applies to one array field, which mingo gets wrong or refuses. */
interface ArrayProjections {
  readonly slices: [string, unknown][];
  readonly elemMatches: [string, Doc][];
  /** The array path of a positional `path.$` projection. */
  readonly positional: string | undefined;
  /** The rest, for mingo. */
  readonly rest: Doc;
}

function splitArrayProjections(projection: Doc): ArrayProjections {
  const slices: [string, unknown][] = [];
  const elemMatches: [string, Doc][] = [];
  let positional: string | undefined;
  const rest: Doc = {};
  for (const [field, value] of Object.entries(projection)) {
    if (isPlainDocument(value) && '$slice' in value) slices.push([field, value.$slice]);
    else if (isPlainDocument(value) && isPlainDocument(value.$elemMatch))
      elemMatches.push([field, value.$elemMatch]);
    else if (field.endsWith('.$')) positional = field.slice(0, -2);
    else rest[field] = value;
  }
  return { slices, elemMatches, positional, rest };
}

const isInclusion = (projection: Doc) =>
  Object.entries(projection).some(([field, value]) => field !== '_id' && value !== 0 && value !== false);

/** `$slice`: n first, -n last, [skip, limit] (a negative skip counts from the end). */
function sliceArray(array: unknown[], spec: unknown): unknown[] {
  if (typeof spec === 'number') return spec >= 0 ? array.slice(0, spec) : array.slice(spec);
  if (Array.isArray(spec) && typeof spec[0] === 'number' && typeof spec[1] === 'number') {
    const start = spec[0] < 0 ? Math.max(array.length + spec[0], 0) : spec[0];
    return array.slice(start, start + spec[1]);
  }
  return array;
}

/**
 * Applies a find/findAndModify projection to copies: mingo removes excluded sub-document fields (`'draft.body': 0`)
 * in place, which would otherwise delete them from the stored documents themselves. `$slice` (alone it keeps
 * every field), `$elemMatch` and the positional `path.$` (which needs the query's `filter`) are applied here.
 */
export function projectDocuments(docs: readonly Doc[], projection: Doc, filter: Doc = {}): Doc[] {
  const fields = topLevelFields(projection);
  if (fields) return docs.map((doc) => pickFields(doc, fields));
  if (!mentionsProto(projection)) return projectCopies(docs, projection, filter);
  return restoreProto(projectCopies(docs.map(aliasProto), aliasProto(projection), aliasProto(filter)));
}

/** A projection of top-level fields only, each kept or each left out (`_id` either way): which and how. */
interface TopLevelFields {
  readonly keep: boolean;
  readonly names: ReadonlySet<string>;
  readonly withId: boolean;
}

function topLevelFields(projection: Doc): TopLevelFields | undefined {
  const entries = Object.entries(projection);
  if (entries.length === 0 || mentionsProto(projection)) return undefined;
  const plain = (field: string) => !field.includes('.') && !field.startsWith('$');
  const kept = (value: unknown) => value === 1 || value === true;
  const left = (value: unknown) => value === 0 || value === false;
  const others = entries.filter(([field]) => field !== '_id');
  if (!entries.every(([field, value]) => plain(field) && (kept(value) || left(value)))) return undefined;
  const id = projection._id;
  // `{ _id: 1 }` alone keeps only the _id, `{ _id: 0 }` alone everything else.
  if (others.length === 0) return { keep: kept(id), names: new Set(), withId: kept(id) };
  if (others.every(([, value]) => kept(value)))
    return { keep: true, names: new Set(others.map(([field]) => field)), withId: !left(id) };
  if (others.every(([, value]) => left(value)))
    return { keep: false, names: new Set(others.map(([field]) => field)), withId: !left(id) };
  return undefined;
}

/**
 * The stored document's own values of the kept fields, in stored order: stored documents are never changed in
 * place, so the answer may share their sub-documents, as an unprojected find's answer shares the whole document
 * (copying a tab with its word lists to drop those lists cost more than the rest of the read).
 */
function pickFields(doc: Doc, fields: TopLevelFields): Doc {
  const picked: Doc = {};
  for (const key of Object.keys(doc)) {
    const wanted = key === '_id' ? fields.withId : fields.names.has(key) === fields.keep;
    if (wanted) picked[key] = doc[key];
  }
  return picked;
}

function projectCopies(docs: readonly Doc[], projection: Doc, filter: Doc): Doc[] {
  if (docs.length === 0) return [];
  const { slices, elemMatches, positional, rest } = splitArrayProjections(projection);
  const inclusion = isInclusion(rest) || elemMatches.length > 0 || positional !== undefined;
  const forMingo: Doc = { ...rest };
  if (inclusion) {
    for (const [field] of slices) forMingo[field] = 1;
    if (positional) forMingo[positional] = 1;
  }
  const onlyId = inclusion && !isInclusion(forMingo);
  const projected =
    Object.keys(forMingo).length === 0 || onlyId
      ? docs.map((doc) =>
          onlyId
            ? forMingo._id === 0 || forMingo._id === false
              ? {}
              : { _id: doc._id }
            : cloneDocument(doc),
        )
      : new Query({}, mingoOptions())
          .find<Doc>(
            docs.map((doc) => cloneDocument(doc)),
            forMingo,
          )
          .all();
  const elemMatchQueries = elemMatches.map(
    ([field, condition]) => [field, new Query({ [field]: { $elemMatch: condition } })] as const,
  );
  return projected.map((doc, position) => {
    const source = docs[position]!;
    if (positional) {
      const array = getPath(source, positional);
      if (Array.isArray(array)) setPath(doc, positional, [array[matchedIndex(source, positional, filter)]]);
    }
    for (const [field, query] of elemMatchQueries) {
      const array = source[field];
      const found = Array.isArray(array)
        ? array.find((element) => query.test({ [field]: [element] }))
        : undefined;
      if (found !== undefined) doc[field] = [cloneDocument({ v: found }).v];
    }
    for (const [field, spec] of slices) {
      const array = getPath(doc, field);
      if (Array.isArray(array)) setPath(doc, field, sliceArray(array, spec));
    }
    return inDocumentOrder(doc, source);
  });
}

/** mongod keeps the stored order of the fields it returns (mingo follows the projection's order); new fields last. */
function inDocumentOrder(projected: Doc, source: Doc): Doc {
  const ordered: Doc = {};
  for (const key of Object.keys(source)) if (key in projected) ordered[key] = projected[key];
  for (const key of Object.keys(projected)) if (!(key in ordered)) ordered[key] = projected[key];
  return ordered;
}
