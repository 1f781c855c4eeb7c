import { type Doc, isPlainDocument } from './documents';

/**
 * mongod treats `__proto__` as an ordinary field name; mingo refuses any path through it, and assigning it on a
 * plain object would replace the object's prototype. Operations that name it run on copies where the name is
 * replaced by an alias, then turned back. The alias is wrapped in U+FFFE, a noncharacter no application names a
 * field with (NUL, which no field name can hold, would not survive the BSON copies an update makes).
 */
const PROTO = '__proto__';
const ALIAS = '\uFFFEproto\uFFFE';

const mentionsInPath = (text: string) => text === PROTO || text.split('.').includes(PROTO);

/** True when a key (or, for `$rename`, a target path) of this filter, update or projection is `__proto__`. */
export function mentionsProto(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsProto);
  if (!isPlainDocument(value)) return false;
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (mentionsInPath(key) || mentionsProto(item)) return true;
    if (key === '$rename' && isPlainDocument(item)) {
      if (Object.values(item).some((target) => typeof target === 'string' && mentionsInPath(target)))
        return true;
    }
  }
  return false;
}

function renamePath(path: string, from: string, to: string): string {
  return path.includes(from)
    ? path
        .split('.')
        .map((part) => (part === from ? to : part))
        .join('.')
    : path;
}

/** A copy with every `from` key (and dotted path segment, and `$rename` target) named `to`; other values shared. */
function renameKeys(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, from, to));
  if (!isPlainDocument(value)) return value;
  const out: Doc = {};
  for (const key of Object.keys(value)) {
    let item = renameKeys(value[key], from, to);
    if (key === '$rename' && isPlainDocument(item)) {
      const targets: Doc = {};
      for (const [path, target] of Object.entries(item))
        targets[path] = typeof target === 'string' ? renamePath(target, from, to) : target;
      item = targets;
    }
    // defineProperty keeps `__proto__` an own data property instead of setting the prototype.
    Object.defineProperty(out, renamePath(key, from, to), {
      value: item,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** The value with `__proto__` keys and paths under the alias mingo accepts. */
export function aliasProto<T>(value: T): T {
  return renameKeys(value, PROTO, ALIAS) as T;
}

/** The inverse of `aliasProto`: the alias back to own `__proto__` properties. */
export function restoreProto<T>(value: T): T {
  return renameKeys(value, ALIAS, PROTO) as T;
}
