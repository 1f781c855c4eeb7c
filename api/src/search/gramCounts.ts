const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 20_000;

/**
 * How many documents hold each trigram, remembered for a while: the search reads the candidates of the query's
 * rarest trigram, and these counts (index-only queries) tell which one that is. Frequencies move slowly, so a
 * stale count only costs a less than ideal choice, never a wrong answer.
 */
export class GramCounts {
  private readonly counts = new Map<string, { count: number; at: number }>();

  constructor(private readonly countOf: (gram: string) => Promise<number>) {}

  async rarest(grams: readonly string[]): Promise<string> {
    if (grams.length <= 1) return grams[0] ?? '';
    const counts = await Promise.all(grams.map((gram) => this.count(gram)));
    let best = 0;
    for (let i = 1; i < grams.length; i++) if ((counts[i] ?? 0) < (counts[best] ?? 0)) best = i;
    return grams[best]!;
  }

  private async count(gram: string): Promise<number> {
    const known = this.counts.get(gram);
    if (known && Date.now() - known.at < TTL_MS) return known.count;
    const count = await this.countOf(gram);
    this.counts.delete(gram);
    this.counts.set(gram, { count, at: Date.now() });
    // Maps iterate in insertion order: the first key is the least recently counted.
    if (this.counts.size > MAX_ENTRIES) this.counts.delete(this.counts.keys().next().value as string);
    return count;
  }
}
