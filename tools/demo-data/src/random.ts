/** 32-bit hash of a string (FNV-1a): turns seed names into PRNG states. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Deterministic pseudo-random numbers (sfc32): the same seed gives the same demo data on every run and machine.
 * Each seed step forks its own stream by name, so adding a step never changes what the others produce.
 */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(readonly seed: string) {
    this.a = hash32(`${seed}:a`);
    this.b = hash32(`${seed}:b`);
    this.c = hash32(`${seed}:c`);
    this.d = hash32(`${seed}:d`);
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  fork(name: string): SeededRandom {
    return new SeededRandom(`${this.seed}/${name}`);
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < count && copy.length > 0) {
      out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0] as T);
    }
    return out;
  }

  /** An index in [0, size) favouring small ones (Zipf-like, exponent ~1): popular artists get more tabs. */
  skewedIndex(size: number): number {
    return Math.min(size - 1, Math.floor(size ** this.next()) - 1);
  }

  /** A date between `from` and `to`. */
  date(from: Date, to: Date): Date {
    return new Date(from.getTime() + Math.floor(this.next() * (to.getTime() - from.getTime())));
  }

  /**
   * An ObjectId's 24 hex digits whose time part is `at` and whose other 8 bytes come from this stream (the
   * package stays driver-free: the API wraps it in its ObjectId type).
   */
  objectIdHex(at: Date): string {
    const bytes = Buffer.alloc(12);
    bytes.writeUInt32BE(Math.floor(at.getTime() / 1000), 0);
    bytes.writeUInt32BE(Math.floor(this.next() * 4294967296) >>> 0, 4);
    bytes.writeUInt32BE(Math.floor(this.next() * 4294967296) >>> 0, 8);
    return bytes.toString('hex');
  }
}
