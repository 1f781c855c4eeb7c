import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';

export type CacheGenerator = () => Promise<unknown>;

/**
 * Static JSON summaries (artist data, latest tabs, tag data, chord database, …) written to files and served under
 * /cache/ with long cache headers; clients add the file's timestamp as a parameter, so a new file is a new URL.
 * Content changes call `invalidate`, which regenerates once the burst of writes has settled.
 */
export class CacheFiles {
  private readonly generators = new Map<string, CacheGenerator>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private dir: string | undefined;
  private logger: Logger | undefined;

  constructor(private readonly debounceMs = 2000) {}

  configure(dir: string, logger?: Logger): void {
    this.dir = dir;
    this.logger = logger;
  }

  get directory(): string {
    if (!this.dir) throw new Error('cache directory not configured');
    return this.dir;
  }

  register(file: string, generator: CacheGenerator): void {
    this.generators.set(file, generator);
  }

  get files(): string[] {
    return [...this.generators.keys()];
  }

  /** Writes the file now (atomically: readers never see half a file) and answers the content it wrote. */
  async generate(file: string): Promise<unknown> {
    const generator = this.generators.get(file);
    if (!generator) throw new Error(`unknown cache file ${file}`);
    const previous = this.running.get(file) ?? Promise.resolve();
    const run = previous.then(async () => {
      const data = await generator();
      await mkdir(this.directory, { recursive: true });
      const target = path.join(this.directory, file);
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(data));
      await rename(temporary, target);
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
    if (!this.dir || !this.generators.has(file)) return;
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

  /** Generates the files that do not exist yet (first start). */
  async generateMissing(): Promise<void> {
    for (const file of this.files) {
      if ((await this.stamp(file)) === undefined) await this.generate(file);
    }
  }

  /** The file's modification time in milliseconds: the timestamp parameter clients add to its URL. */
  async stamp(file: string): Promise<number | undefined> {
    try {
      return Math.floor((await stat(path.join(this.directory, file))).mtimeMs);
    } catch {
      return undefined;
    }
  }

  async stamps(): Promise<Record<string, number>> {
    const entries = await Promise.all(
      this.files.map(async (file) => [file, await this.stamp(file)] as const),
    );
    return Object.fromEntries(
      entries.filter((entry): entry is readonly [string, number] => entry[1] !== undefined),
    );
  }
}

/** The API's one set of cache files; resources register their generators at import time. */
export const cacheFiles = new CacheFiles();
