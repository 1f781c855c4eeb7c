import type { SeededRandom } from '@acorduri/demo-data';
import type { Logger } from '../logger';

export interface SeedOptions {
  /** Tabs to generate (12,500 by default; the benchmark uses 100,000). */
  readonly tabs: number;
}

/**
 * What every seed step receives. A step is `(context) => Promise<unknown>`: it takes its own random stream with
 * `context.random.fork('<step>')`, reads the ids it needs from the database (steps run in a fixed order, see
 * seedDemo.ts) and writes with bulk inserts (`insertMany(docs, { ordered: false, lean: true })`).
 */
export interface SeedContext {
  readonly random: SeededRandom;
  readonly logger: Logger;
  readonly options: SeedOptions;
  /** The demo data's fixed "now": dates are spread before it, so every run writes the same data. */
  readonly now: Date;
}
