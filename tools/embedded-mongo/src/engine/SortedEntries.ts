/** One index entry: an encoded key and the record id of the document it points to. */
export interface IndexEntry {
  readonly key: string;
  readonly rid: number;
}

function compare(a: IndexEntry, b: IndexEntry): number {
  if (a.key < b.key) return -1;
  if (a.key > b.key) return 1;
  return a.rid - b.rid;
}

const CHUNK_MAX = 1024;
/** Chunks are loaded half full, leaving room for inserts. */
export const LOADED_CHUNK = CHUNK_MAX >> 1;

/**
 * Entries kept sorted by (key, rid) in a list of bounded sorted chunks: a two-level B-tree. Lookups cost two
 * binary searches and inserts/removes move at most one chunk's elements, so costs stay flat as it grows.
 */
export class SortedEntries {
  private chunks: IndexEntry[][] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  clear(): void {
    this.chunks = [];
    this.count = 0;
  }

  /** Replaces the contents with entries already in (key, rid) order, in half-full chunks (room for inserts). */
  load(sorted: readonly IndexEntry[]): void {
    this.chunks = [];
    for (let start = 0; start < sorted.length; start += LOADED_CHUNK)
      this.chunks.push(sorted.slice(start, start + LOADED_CHUNK));
    this.count = sorted.length;
  }

  /** Takes chunks built elsewhere in (key, rid) order, each of at most LOADED_CHUNK entries (none empty). */
  loadChunks(chunks: IndexEntry[][], count: number): void {
    this.chunks = chunks;
    this.count = count;
  }

  insert(entry: IndexEntry): void {
    this.count += 1;
    if (this.chunks.length === 0) {
      this.chunks.push([entry]);
      return;
    }
    const chunkIndex = Math.min(this.chunkFor(entry), this.chunks.length - 1);
    const chunk = this.chunks[chunkIndex]!;
    chunk.splice(this.positionIn(chunk, entry), 0, entry);
    if (chunk.length > CHUNK_MAX) {
      this.chunks.splice(chunkIndex + 1, 0, chunk.splice(chunk.length >> 1));
    }
  }

  remove(entry: IndexEntry): boolean {
    const chunkIndex = this.chunkFor(entry);
    const chunk = this.chunks[chunkIndex];
    if (!chunk) return false;
    const position = this.positionIn(chunk, entry);
    const found = chunk[position];
    if (!found || compare(found, entry) !== 0) return false;
    chunk.splice(position, 1);
    if (chunk.length === 0) this.chunks.splice(chunkIndex, 1);
    this.count -= 1;
    return true;
  }

  /** Record ids whose key lies in [low, high] (inclusive), in key order, after the first `skip` of them. */
  *range(low: string, high: string, skip = 0): Generator<IndexEntry> {
    const start: IndexEntry = { key: low, rid: Number.NEGATIVE_INFINITY };
    let [chunkIndex, position] = skip > 0 ? this.locate(this.rank(start) + skip) : this.find(start);
    while (chunkIndex < this.chunks.length) {
      const chunk = this.chunks[chunkIndex]!;
      for (; position < chunk.length; position++) {
        const entry = chunk[position]!;
        if (entry.key > high) return;
        yield entry;
      }
      chunkIndex += 1;
      position = 0;
    }
  }

  /** Entries whose key lies in [low, high], in descending (key, rid) order, after the first `skip` of them. */
  *rangeReverse(low: string, high: string, skip = 0): Generator<IndexEntry> {
    const end = this.rank({ key: high, rid: Number.POSITIVE_INFINITY }) - 1 - Math.max(0, skip);
    if (end < 0) return;
    let [chunkIndex, position] = this.locate(end);
    while (chunkIndex >= 0) {
      const chunk = this.chunks[chunkIndex]!;
      for (; position >= 0; position--) {
        const entry = chunk[position]!;
        if (entry.key < low) return;
        yield entry;
      }
      chunkIndex -= 1;
      position = (this.chunks[chunkIndex]?.length ?? 0) - 1;
    }
  }

  /** The chunk and position of the first entry not before `entry`. */
  private find(entry: IndexEntry): [number, number] {
    const chunkIndex = this.chunkFor(entry);
    return [
      chunkIndex,
      chunkIndex < this.chunks.length ? this.positionIn(this.chunks[chunkIndex]!, entry) : 0,
    ];
  }

  /** The chunk and position of the entry of this rank (past the end: the chunk count and 0). */
  private locate(rank: number): [number, number] {
    let remaining = rank;
    for (let chunkIndex = 0; chunkIndex < this.chunks.length; chunkIndex++) {
      const length = this.chunks[chunkIndex]!.length;
      if (remaining < length) return [chunkIndex, remaining];
      remaining -= length;
    }
    return [this.chunks.length, 0];
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
    return (
      this.rank({ key: high, rid: Number.POSITIVE_INFINITY }) -
      this.rank({ key: low, rid: Number.NEGATIVE_INFINITY })
    );
  }

  /** How many entries sort before `entry`. */
  private rank(entry: IndexEntry): number {
    const chunkIndex = this.chunkFor(entry);
    let before = 0;
    for (let i = 0; i < chunkIndex; i++) before += this.chunks[i]!.length;
    const chunk = this.chunks[chunkIndex];
    return chunk ? before + this.positionIn(chunk, entry) : before;
  }

  *all(): Generator<IndexEntry> {
    for (const chunk of this.chunks) yield* chunk;
  }

  /** First chunk whose last entry is >= entry (chunks.length when none). */
  private chunkFor(entry: IndexEntry): number {
    let low = 0;
    let high = this.chunks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const chunk = this.chunks[middle]!;
      if (compare(chunk[chunk.length - 1]!, entry) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private positionIn(chunk: IndexEntry[], entry: IndexEntry): number {
    let low = 0;
    let high = chunk.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(chunk[middle]!, entry) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
