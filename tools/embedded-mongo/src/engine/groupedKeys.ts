import type { DocumentKey } from './Index';
import type { SortedEntriesWriter } from './SortedEntries';
import { SteppedSort } from './steppedSort';

/** A record's keys that share one tail: their heads. */
interface Holder {
  readonly rid: number;
  readonly heads: string[];
}

/** A head's entries in (tail, record) order, as two parallel lists. */
interface Bucket {
  readonly tails: string[];
  readonly rids: number[];
}

/** How many entries a step handles between looks at the clock. */
const BETWEEN_CHECKS = 1024;

/**
 * A background build's keys, grouped so that they sort cheaply. A key is its first field's part (the head) and the
 * other fields' parts (the tail). In a multikey index led by its array field (a tab's words, search trigrams,
 * progression grams, tags: tens of keys a document) a record's keys share one tail; sorting every key (4.2 million
 * at 100,000 tabs for the progression index, each ending in `_id`) was most of the seed's index step. Here the
 * distinct tails are sorted once, each head gathers its holders in tail order, then the distinct heads are sorted.
 * Entries come out in key order, holders of one key in record order: heads are self-delimiting encodings, so
 * comparing heads then tails compares whole keys. Each phase stops at a deadline and resumes where it stopped.
 */
export class GroupedKeys {
  private readonly byTail = new Map<string, Holder[]>();
  private readonly tails: string[] = [];
  private tailSort: SteppedSort | undefined;
  private readonly byHead = new Map<string, Bucket>();
  private readonly heads: string[] = [];
  private headSort: SteppedSort | undefined;
  /** Where bucketing (tail, holder, head) and laying out (head, entry) resume. */
  private tailAt = 0;
  private holderAt = 0;
  private headAt = 0;
  private entryAt = 0;

  /** Adds a record's keys (records come in ascending rid order). */
  collect(rid: number, keys: readonly DocumentKey[]): void {
    let holder: Holder | undefined;
    let holderTail = '';
    for (const { parts } of keys) {
      if (holder === undefined || parts.tail !== holderTail) {
        holder = this.holderOf(rid, parts.tail);
        holderTail = parts.tail;
      }
      holder.heads.push(parts.head);
    }
  }

  /** Appends every entry in (key, rid) order; true once all are appended, false at `deadline`. */
  layOut(entries: SortedEntriesWriter, deadline: number): boolean {
    this.tailSort ??= new SteppedSort(this.tails);
    if (!this.tailSort.step(deadline) || !this.bucket(deadline)) return false;
    this.headSort ??= new SteppedSort(this.heads);
    return this.headSort.step(deadline) && this.append(entries, deadline);
  }

  private holderOf(rid: number, tail: string): Holder {
    let holders = this.byTail.get(tail);
    if (!holders) {
      holders = [];
      this.byTail.set(tail, holders);
      this.tails.push(tail);
    }
    const last = holders[holders.length - 1];
    if (last?.rid === rid) return last;
    const holder = { rid, heads: [] };
    holders.push(holder);
    return holder;
  }

  /** Hands each holder's keys, in (tail, rid) order, to the buckets of their heads. */
  private bucket(deadline: number): boolean {
    const tails = this.tailSort!.sorted;
    let sinceCheck = 0;
    for (; this.tailAt < tails.length; this.tailAt++, this.holderAt = 0) {
      const tail = tails[this.tailAt]!;
      const holders = this.byTail.get(tail)!;
      while (this.holderAt < holders.length) {
        const { rid, heads } = holders[this.holderAt++]!;
        for (const head of heads) {
          let bucket = this.byHead.get(head);
          if (!bucket) {
            bucket = { tails: [], rids: [] };
            this.byHead.set(head, bucket);
            this.heads.push(head);
          }
          bucket.tails.push(tail);
          bucket.rids.push(rid);
        }
        sinceCheck += heads.length;
        if (sinceCheck >= BETWEEN_CHECKS) {
          sinceCheck = 0;
          if (performance.now() >= deadline) return false;
        }
      }
    }
    return true;
  }

  private append(entries: SortedEntriesWriter, deadline: number): boolean {
    const heads = this.headSort!.sorted;
    for (; this.headAt < heads.length; this.headAt++, this.entryAt = 0) {
      const head = heads[this.headAt]!;
      const { tails, rids } = this.byHead.get(head)!;
      while (this.entryAt < rids.length) {
        entries.append(head, tails[this.entryAt]!, rids[this.entryAt]!);
        if ((++this.entryAt & (BETWEEN_CHECKS - 1)) === 0 && performance.now() >= deadline) return false;
      }
    }
    return true;
  }
}
