import { LRUCache } from 'lru-cache';
import { siteVersion } from '../seo/siteVersion';

interface Kept<V> {
  readonly version: number;
  readonly value: Promise<V>;
}

export type KeptRead<V> = (key: string, read: () => Promise<V>) => Promise<V>;

/**
 * Reads whose result only a change of everything can alter (seo/siteVersion.ts: a tab added, removed or
 * published, a slug renamed; not a favourite, a vote or a comment, which change a tab's counters), kept until
 * such a change on any instance. A read in progress is shared by every caller of its key (single flight); one
 * that fails or that `keep` refuses is forgotten once settled (its callers meanwhile share it), and one that a
 * change overtook is read again by the next caller.
 */
export function keptUntilChange<V extends {}>(
  max: number,
  /** Whether a value read is kept; one that is not (a slug that names nothing yet) is read again next time. */
  keep: (value: V) => boolean = () => true,
): KeptRead<V> {
  const kept = new LRUCache<string, Kept<V>>({ max });
  return (key, read) => {
    const version = siteVersion();
    const hit = kept.get(key);
    if (hit?.version === version) return hit.value;
    const value = read();
    kept.set(key, { version, value });
    const forget = () => {
      if (kept.get(key)?.value === value) kept.delete(key);
    };
    value.then((settled) => {
      if (!keep(settled)) forget();
    }, forget);
    return value;
  };
}
