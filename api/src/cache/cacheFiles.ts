import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { Logger } from '../logger';
import { CacheFileModel } from './cacheFile.model';

export type CacheGenerator = () => Promise<unknown>;

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** A generated file as stored: gzip-compressed JSON and the stamp clients add to its URL. */
export interface StoredCacheFile {
  readonly gzipped: Buffer;
  readonly stamp: number;
}

/** The JSON text of a stored file (for clients that do not accept gzip, tools and tests). */
export async function jsonTextOf(stored: StoredCacheFile): Promise<string> {
  return (await gunzipAsync(stored.gzipped)).toString('utf8');
}

/**
 * Static JSON summaries (artist data, latest tabs, tag data, chord database, …) kept in MongoDB and served under
 * /cache/ with long cache headers; clients add the file's stamp as a parameter, so a new file is a new URL.
 * The database holds them (not the local disk) so every API instance serves the same, newest file the moment it
 * is written. Content changes call `invalidate`, which regenerates once the burst of writes has settled.
 */
export class CacheFiles {
  private readonly generators = new Map<string, CacheGenerator>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly writtenListeners = new Set<(file: string) => void>();
  private logger: Logger | undefined;
  private active = false;

  constructor(private readonly debounceMs = 2000) {}

  /** Turns on regeneration after writes (the seed writes without it and generates every file at the end). */
  configure(logger?: Logger): void {
    this.active = true;
    this.logger = logger;
  }

  register(file: string, generator: CacheGenerator): void {
    this.generators.set(file, generator);
  }

  get files(): string[] {
    return [...this.generators.keys()];
  }

  has(file: string): boolean {
    return this.generators.has(file);
  }

  /** Runs `listener` after a file is stored: pages that embed files (api/src/seo) must be rendered again. */
  onWritten(listener: (file: string) => void): void {
    this.writtenListeners.add(listener);
  }

  /** Stores the file now and answers the content it wrote. */
  async generate(file: string): Promise<unknown> {
    const generator = this.generators.get(file);
    if (!generator) throw new Error(`unknown cache file ${file}`);
    const previous = this.running.get(file) ?? Promise.resolve();
    const run = previous.then(async () => {
      // The ticket is taken before reading the data: a generation that read older data has a smaller ticket.
      const ticket = await CacheFileModel.findOneAndUpdate(
        { _id: file },
        { $inc: { requested: 1 } },
        { upsert: true, returnDocument: 'after', projection: { requested: 1, stamp: 1 } },
      )
        .lean()
        .orFail();
      const data = await generator();
      const gzipped = await gzipAsync(JSON.stringify(data));
      // A new content always gets a new stamp (a new URL), even within the same millisecond.
      const stamp = Math.max(Date.now(), (ticket.stamp ?? 0) + 1);
      await CacheFileModel.updateOne(
        { _id: file, $or: [{ generation: { $exists: false } }, { generation: { $lt: ticket.requested } }] },
        { $set: { generation: ticket.requested, stamp, content: gzipped } },
      );
      for (const listener of this.writtenListeners) listener(file);
      return data;
    });
    this.running.set(
      file,
      run.then(
        () => undefined,
        () => undefined,
      ),
    );
    return run;
  }

  /** Schedules a regeneration after `debounceMs` of quiet; errors are logged, never thrown at the caller. */
  invalidate(file: string): void {
    if (!this.active || !this.generators.has(file)) return;
    clearTimeout(this.timers.get(file));
    const timer = setTimeout(() => {
      this.timers.delete(file);
      this.generate(file).catch((error: unknown) =>
        this.logger?.error({ err: error, file }, 'cache file failed'),
      );
    }, this.debounceMs);
    timer.unref();
    this.timers.set(file, timer);
  }

  /** Regenerates every pending file now (shutdown, tests). */
  async flush(): Promise<void> {
    const pending = [...this.timers.keys()];
    for (const file of pending) clearTimeout(this.timers.get(file));
    this.timers.clear();
    await Promise.all(pending.map((file) => this.generate(file)));
  }

  /** The stored file, or undefined when it is not registered or was never generated. */
  async read(file: string): Promise<StoredCacheFile | undefined> {
    if (!this.has(file)) return undefined;
    const stored = await CacheFileModel.findById(file, { stamp: 1, content: 1 }).lean();
    if (!stored?.content || stored.stamp == null) return undefined;
    // Lean documents hold BSON Binary, not Buffer.
    const content = stored.content as unknown as Buffer | { buffer: Uint8Array };
    return { gzipped: Buffer.isBuffer(content) ? content : Buffer.from(content.buffer), stamp: stored.stamp };
  }

  /** The stored file's JSON content, parsed like JSON.parse (tools and tests); undefined when there is none. */
  async json(file: string): Promise<ReturnType<typeof JSON.parse>> {
    const stored = await this.read(file);
    return stored ? JSON.parse(await jsonTextOf(stored)) : undefined;
  }

  /** `{ file: stamp }` of every generated file: the parameter clients add to its URL. */
  async stamps(): Promise<Record<string, number>> {
    const stored = await CacheFileModel.find(
      { _id: { $in: this.files }, stamp: { $exists: true } },
      { stamp: 1 },
    ).lean();
    return Object.fromEntries(stored.map((file) => [file._id, file.stamp as number]));
  }
}

/** The API's one set of cache files; resources register their generators at import time. */
export const cacheFiles = new CacheFiles();
