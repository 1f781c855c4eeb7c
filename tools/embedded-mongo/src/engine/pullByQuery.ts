import { Query } from 'mingo';
import { type Doc, getPath, isPlainDocument, setPath } from './documents';

const LOGICAL = new Set(['$or', '$and', '$nor']);

/** A `$pull` condition that is a query on each element document with a top-level `$or`/`$and`/`$nor`. */
function isElementQuery(condition: unknown): condition is Doc {
  if (!isPlainDocument(condition)) return false;
  const keys = Object.keys(condition);
  return (
    keys.some((key) => LOGICAL.has(key)) && keys.every((key) => LOGICAL.has(key) || !key.startsWith('$'))
  );
}

/**
 * Applies the `$pull`s whose condition is a logical query on element documents (mongod tests it against each
 * element; mingo reads it as a condition on the element value and removes nothing) and returns the modifier
 * without them.
 */
export function pullByQuery(doc: Doc, modifier: Doc): Doc {
  const pull = modifier.$pull;
  if (!isPlainDocument(pull)) return modifier;
  const handled = Object.entries(pull).filter(
    ([path, condition]) => !path.includes('$') && isElementQuery(condition),
  );
  if (handled.length === 0) return modifier;
  for (const [path, condition] of handled) {
    const array = getPath(doc, path);
    if (!Array.isArray(array)) continue;
    const query = new Query(condition as Doc, { scriptEnabled: false });
    setPath(
      doc,
      path,
      array.filter((element) => !(isPlainDocument(element) && query.test(element))),
    );
  }
  const rest = Object.fromEntries(
    Object.entries(pull).filter(([path]) => !handled.some(([done]) => done === path)),
  );
  const { $pull: _, ...others } = modifier;
  return Object.keys(rest).length > 0 ? { ...others, $pull: rest } : others;
}
