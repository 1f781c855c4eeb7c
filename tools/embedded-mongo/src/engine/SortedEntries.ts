/** One index entry: an encoded key and the record id of the document it points to. */
export interface IndexEntry {
  readonly key: string;
  readonly rid: number;
}

/**
 * A key as its head (the first field's part) and its tail (the others'). In an index led by an array field (a
 * tab's search or progression grams, a comment's grams: most of the 20 million entries at 100,000 tabs) every key
 * of a record has the same tail and a head that thousands of records share, so holding the two parts apart keeps
 * each text once instead of one string per entry: millions fewer objects for a major garbage collection to mark
 * (seconds of marking on the engine's 2.4 GB heap, the longest holds of its thread). An index of one field has an
 * empty tail.
 */
export interface SplitKey {
  readonly head: string;
  readonly tail: string;
}

/**
 * A run of entries in (key, rid) order, held as parallel arrays. As one object each, the entries were some 0.8 GB
 * more and 20 million more objects to mark; the rids array holds small integers unboxed.
 */
class Chunk {
  constructor(
    readonly heads: string[] = [],
    readonly tails: string[] = [],
    readonly rids: number[] = [],
  ) {}

  get length(): number {
    return this.rids.length;
  }

  keyAt(at: number): string {
    return this.heads[at]! + this.tails[at]!;
  }

  /** Negative, zero or positive as the key at `at` sorts before, with or after `key`, without joining its parts. */
  compareKeyAt(at: number, key: string): number {
    const head = this.heads[at]!;
    const tail = this.tails[at]!;
    if (tail === '') return head < key ? -1 : head > key ? 1 : 0;
    const keyHead = key.length <= head.length ? key : key.slice(0, head.length);
    if (keyHead !== head) return head < keyHead ? -1 : 1;
    const keyTail = key.slice(head.length);
    return tail < keyTail ? -1 : tail > keyTail ? 1 : 0;
  }

  /** Negative, zero or positive as the entry at `at` sorts before, with or after (key, rid). */
  compareAt(at: number, key: string, rid: number): number {
    return this.compareKeyAt(at, key) || this.rids[at]! - rid;
  }

  /** The parts to store at `at`, taking the instances its neighbours already hold for equal texts. */
  sharedParts(at: number, key: SplitKey): SplitKey {
    return {
      head: sharedWith(this.heads, at, key.head),
      tail: key.tail === '' ? '' : sharedWith(this.tails, at, key.tail),
    };
  }

  entryAt(at: number): IndexEntry {
    return { key: this.keyAt(at), rid: this.rids[at]! };
  }

  /** The first position whose entry does not sort before (key, rid). */
  positionOf(key: string, rid: number): number {
    let low = 0;
    let high = this.rids.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.compareAt(middle, key, rid) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  insertAt(at: number, parts: SplitKey, rid: number): void {
    this.heads.splice(at, 0, parts.head);
    this.tails.splice(at, 0, parts.tail);
    this.rids.splice(at, 0, rid);
  }

  removeAt(at: number): void {
    this.heads.splice(at, 1);
    this.tails.splice(at, 1);
    this.rids.splice(at, 1);
  }

  /** Moves the entries from `at` on into a new chunk. */
  splitAt(at: number): Chunk {
    return new Chunk(this.heads.splice(at), this.tails.splice(at), this.rids.splice(at));
  }
}

/** The instance of `text` held beside `at` in `texts` (entries in key order put equal parts side by side). */
function sharedWith(texts: readonly string[], at: number, text: string): string {
  const before = texts[at - 1];
  if (before === text) return before;
  const after = texts[at];
  return after === text ? after : text;
}

const CHUNK_MAX = 1024;
/** Chunks are loaded half full, leaving room for inserts. */
const LOADED_CHUNK = CHUNK_MAX >> 1;

/** Lays entries given in (key, rid) order out into half-full chunks, for `SortedEntries.loadChunks`. */
export class SortedEntriesWriter {
  readonly chunks: Chunk[] = [];
  count = 0;
  private lastHead = '';

  /** Appends an entry; callers pass one instance per tail text (a repeated head is kept once here). */
  append(head: string, tail: string, rid: number): void {
    let chunk = this.chunks[this.chunks.length - 1];
    if (!chunk || chunk.length === LOADED_CHUNK) {
      chunk = new Chunk();
      this.chunks.push(chunk);
    }
    if (head !== this.lastHead) this.lastHead = head;
    chunk.heads.push(this.lastHead);
    chunk.tails.push(tail);
    chunk.rids.push(rid);
    this.count += 1;
  }
}

/**
 * Entries kept sorted by (key, rid) in a list of bounded sorted chunks: a two-level B-tree. Lookups cost two
 * binary searches and inserts/removes move at most one chunk's elements, so costs stay flat as it grows.
 */
export class SortedEntries {
  private chunks: Chunk[] = [];
  private count = 0;
  /**
   * How many entries come before each chunk, laid out again on the first count after a change: a rank (a count,
   * a skip to an offset) is then a binary search instead of a walk over every chunk before its place, which at
   * 100,000 tabs was hundreds of chunks and a cache miss or two each, on every list page.
   */
  private starts: number[] | undefined;

  get size(): number {
    return this.count;
  }

  clear(): void {
    this.chunks = [];
    this.count = 0;
    this.starts = undefined;
  }

  /** Takes the chunks a writer laid out (entries appended in (key, rid) order). */
  loadChunks(writer: SortedEntriesWriter): void {
    this.chunks = writer.chunks;
    this.count = writer.count;
    this.starts = undefined;
  }

  /** Inserts (key, rid); `parts` splits the key into head and tail (the whole key as head by default). */
  insert(entry: IndexEntry, parts: SplitKey = { head: entry.key, tail: '' }): void {
    this.count += 1;
    this.starts = undefined;
    if (this.chunks.length === 0) {
      this.chunks.push(new Chunk([parts.head], [parts.tail], [entry.rid]));
      return;
    }
    const chunkIndex = Math.min(this.chunkFor(entry.key, entry.rid), this.chunks.length - 1);
    const chunk = this.chunks[chunkIndex]!;
    const position = chunk.positionOf(entry.key, entry.rid);
    chunk.insertAt(position, chunk.sharedParts(position, parts), entry.rid);
    if (chunk.length > CHUNK_MAX) this.chunks.splice(chunkIndex + 1, 0, chunk.splitAt(chunk.length >> 1));
  }

  remove(entry: IndexEntry): boolean {
    const chunkIndex = this.chunkFor(entry.key, entry.rid);
    const chunk = this.chunks[chunkIndex];
    if (!chunk) return false;
    const position = chunk.positionOf(entry.key, entry.rid);
    if (position >= chunk.length || chunk.compareAt(position, entry.key, entry.rid) !== 0) return false;
    chunk.removeAt(position);
    if (chunk.length === 0) this.chunks.splice(chunkIndex, 1);
    this.count -= 1;
    this.starts = undefined;
    return true;
  }

  /** Record ids whose key lies in [low, high] (inclusive), in key order, after the first `skip` of them. */
  *range(low: string, high: string, skip = 0): Generator<IndexEntry> {
    let [chunkIndex, position] =
      skip > 0 ? this.locate(this.rank(low, Number.NEGATIVE_INFINITY) + skip) : this.find(low);
    while (chunkIndex < this.chunks.length) {
      const chunk = this.chunks[chunkIndex]!;
      for (; position < chunk.length; position++) {
        if (chunk.compareKeyAt(position, high) > 0) return;
        yield chunk.entryAt(position);
      }
      chunkIndex += 1;
      position = 0;
    }
  }

  /** Entries whose key lies in [low, high], in descending (key, rid) order, after the first `skip` of them. */
  *rangeReverse(low: string, high: string, skip = 0): Generator<IndexEntry> {
    const end = this.rank(high, Number.POSITIVE_INFINITY) - 1 - Math.max(0, skip);
    if (end < 0) return;
    let [chunkIndex, position] = this.locate(end);
    while (chunkIndex >= 0) {
      const chunk = this.chunks[chunkIndex]!;
      for (; position >= 0; position--) {
        if (chunk.compareKeyAt(position, low) < 0) return;
        yield chunk.entryAt(position);
      }
      chunkIndex -= 1;
      position = (this.chunks[chunkIndex]?.length ?? 0) - 1;
    }
  }

  /** The chunk and position of the first entry with a key not before `key`. */
  private find(key: string): [number, number] {
    const rid = Number.NEGATIVE_INFINITY;
    const chunkIndex = this.chunkFor(key, rid);
    const chunk = this.chunks[chunkIndex];
    return [chunkIndex, chunk ? chunk.positionOf(key, rid) : 0];
  }

  /** The chunk and position of the entry of this rank (past the end: the chunk count and 0). */
  private locate(rank: number): [number, number] {
    if (rank >= this.count) return [this.chunks.length, 0];
    const starts = this.chunkStarts();
    // The last chunk starting at or before the rank (chunks are never empty).
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= rank) low = middle;
      else high = middle - 1;
    }
    return [low, rank - starts[low]!];
  }

  /** How many entries come before each chunk (see `starts`). */
  private chunkStarts(): number[] {
    if (this.starts) return this.starts;
    const starts = new Array<number>(this.chunks.length);
    let before = 0;
    for (let i = 0; i < this.chunks.length; i++) {
      starts[i] = before;
      before += this.chunks[i]!.length;
    }
    this.starts = starts;
    return starts;
  }

  /** Whether some entry other than `rid`'s has exactly this key. */
  findOther(key: string, rid: number): IndexEntry | undefined {
    for (const entry of this.range(key, key)) {
      if (entry.rid !== rid) return entry;
    }
    return undefined;
  }

  /** How many entries have a key in [low, high]: two binary searches and the chunk sizes between them. */
  countRange(low: string, high: string): number {
    return this.rank(high, Number.POSITIVE_INFINITY) - this.rank(low, Number.NEGATIVE_INFINITY);
  }

  /** How many entries sort before (key, rid). */
  private rank(key: string, rid: number): number {
    const chunkIndex = this.chunkFor(key, rid);
    const chunk = this.chunks[chunkIndex];
    return chunk ? this.chunkStarts()[chunkIndex]! + chunk.positionOf(key, rid) : this.count;
  }

  *all(): Generator<IndexEntry> {
    for (const chunk of this.chunks) for (let at = 0; at < chunk.length; at++) yield chunk.entryAt(at);
  }

  /** First chunk whose last entry is >= (key, rid) (chunks.length when none). */
  private chunkFor(key: string, rid: number): number {
    let low = 0;
    let high = this.chunks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const chunk = this.chunks[middle]!;
      if (chunk.compareAt(chunk.length - 1, key, rid) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
