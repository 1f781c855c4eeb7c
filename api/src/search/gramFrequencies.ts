const TTL_MS = 10 * 60_000;

/** Every estimate of the process, sampled once at start (`warmGramFrequencies`). */
const ESTIMATES = new Set<GramFrequencies>();

/**
 * Which trigrams are common, estimated from a sample of documents (the newest ones), refreshed every 10 minutes:
 * the search reads the candidates of a query's rarest trigram, and counting each trigram's postings on every
 * query would cost more than the reading it saves. A stale or rough estimate only costs a less than ideal
 * choice, never a wrong answer, so an expired estimate keeps answering while its refresh is read (reading a
 * sample takes a few hundred milliseconds at 100k tabs, which no search should wait for).
 */
export class GramFrequencies {
  private frequencies: Map<string, number> | undefined;
  private sampledDocuments = 0;
  private sampledAt = 0;
  private sampling: Promise<Map<string, number>> | undefined;

  /** `sample()` answers the trigram lists of some documents. */
  constructor(private readonly sample: () => Promise<readonly (readonly string[])[]>) {
    ESTIMATES.add(this);
  }

  async rarest(grams: readonly string[]): Promise<string> {
    if (grams.length <= 1) return grams[0] ?? '';
    const frequencies = await this.current();
    let best = grams[0]!;
    for (const gram of grams) if ((frequencies.get(gram) ?? 0) < (frequencies.get(best) ?? 0)) best = gram;
    return best;
  }

  /**
   * The share of the sampled documents holding the rarest of `grams` (0 to 1): near 1, the index would read
   * nearly every document, and walking the collection in the wanted order is cheaper.
   */
  async rarestShare(grams: readonly string[]): Promise<number> {
    const frequencies = await this.current();
    const rarest = await this.rarest(grams);
    return this.sampledDocuments === 0 ? 0 : (frequencies.get(rarest) ?? 0) / this.sampledDocuments;
  }

  private async current(): Promise<Map<string, number>> {
    if (this.frequencies && Date.now() - this.sampledAt < TTL_MS) return this.frequencies;
    const refreshing = this.refresh();
    if (!this.frequencies) return refreshing;
    // A failed refresh keeps the old estimate; the next expired read tries again.
    refreshing.catch(() => undefined);
    return this.frequencies;
  }

  /** Reads a new sample (one read at a time). */
  refresh(): Promise<Map<string, number>> {
    this.sampling ??= this.sample()
      .then((documents) => {
        const frequencies = new Map<string, number>();
        for (const grams of documents)
          for (const gram of grams) frequencies.set(gram, (frequencies.get(gram) ?? 0) + 1);
        this.frequencies = frequencies;
        this.sampledDocuments = documents.length;
        this.sampledAt = Date.now();
        return frequencies;
      })
      .finally(() => {
        this.sampling = undefined;
      });
    return this.sampling;
  }
}

/** Samples every estimate, so that the first searches after a start do not wait for it. */
export async function warmGramFrequencies(): Promise<void> {
  await Promise.all([...ESTIMATES].map((estimate) => estimate.refresh()));
}

/** How many documents the estimate reads. */
export const GRAM_SAMPLE_SIZE = 3000;
