import { type Doc, isPlainDocument } from './documents';

/**
 * `{ f: { $all: [a, b] } }` as mongod defines it, `{ $and: [{ f: a }, { f: b }] }`: mingo's `$all` matches only
 * array fields, so `{ tags: { $all: ['x'] } }` missed a document whose `tags` is the string 'x'.
 */
export function allAsAnd(filter: Doc): Doc {
  let changed = false;
  const parts: Doc[] = [];
  const out: Doc = {};
  for (const [key, value] of Object.entries(filter)) {
    if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
      const rewritten = value.map((part) => (isPlainDocument(part) ? allAsAnd(part) : part));
      changed ||= rewritten.some((part, i) => part !== value[i]);
      out[key] = rewritten;
    } else if (
      !key.startsWith('$') &&
      isPlainDocument(value) &&
      Array.isArray(value.$all) &&
      value.$all.length > 0
    ) {
      changed = true;
      const { $all, ...others } = value;
      for (const item of $all as unknown[]) {
        // A regular expression in $all matches as in a filter; $eq would compare it as a value.
        const matchesItself = item instanceof RegExp || (isPlainDocument(item) && '$elemMatch' in item);
        parts.push({ [key]: matchesItself ? item : { $eq: item } });
      }
      if (Object.keys(others).length > 0) parts.push({ [key]: others });
    } else out[key] = value;
  }
  if (!changed) return filter;
  if (parts.length > 0) out.$and = [...((out.$and as Doc[] | undefined) ?? []), ...parts];
  return out;
}
