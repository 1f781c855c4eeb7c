import type { IndexEntry, SortedEntries } from './SortedEntries';

/** One range being read: its next entry and that entry's key below the range's pinned prefix. */
interface Head {
  readonly entries: Iterator<IndexEntry>;
  readonly prefixLength: number;
  entry: IndexEntry;
  rest: string;
}

/**
 * The entries of several key ranges, each every key under one prefix, merged on the key below the prefix (then
 * the record id): the index order of the unpinned fields across all the ranges, backwards when `reverse`. A binary
 * heap of the ranges' heads, so reading n entries of k ranges costs k seeks and n·log k comparisons.
 */
export function* mergedRanges(
  entries: SortedEntries,
  ranges: readonly (readonly [string, string])[],
  reverse: boolean,
): Generator<IndexEntry> {
  const before = (a: Head, b: Head) => {
    if (a.rest !== b.rest) return a.rest < b.rest !== reverse;
    return a.entry.rid < b.entry.rid !== reverse;
  };
  const heap: Head[] = [];
  for (const [low, high] of ranges) {
    const iterator = reverse ? entries.rangeReverse(low, high) : entries.range(low, high);
    const first = iterator.next();
    if (first.done) continue;
    heap.push({
      entries: iterator,
      prefixLength: low.length,
      entry: first.value,
      rest: first.value.key.slice(low.length),
    });
  }
  for (let parent = (heap.length >> 1) - 1; parent >= 0; parent--) siftDown(heap, parent, before);
  while (heap.length > 0) {
    const head = heap[0]!;
    yield head.entry;
    const next = head.entries.next();
    if (next.done) {
      const last = heap.pop()!;
      if (heap.length === 0) return;
      heap[0] = last;
    } else {
      head.entry = next.value;
      head.rest = next.value.key.slice(head.prefixLength);
    }
    siftDown(heap, 0, before);
  }
}

function siftDown(heap: Head[], start: number, before: (a: Head, b: Head) => boolean): void {
  let at = start;
  for (;;) {
    const left = 2 * at + 1;
    const right = left + 1;
    let first = at;
    if (left < heap.length && before(heap[left]!, heap[first]!)) first = left;
    if (right < heap.length && before(heap[right]!, heap[first]!)) first = right;
    if (first === at) return;
    [heap[at], heap[first]] = [heap[first]!, heap[at]!];
    at = first;
  }
}
