import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type TabDerivedFields, tabDerivedFields } from '../tabs/tabDerivedFields';

/** What a tab's derived fields are computed from. */
export interface TabText {
  readonly artistName: string;
  readonly title: string;
  readonly body: string;
}

export interface DeriveRequest {
  readonly id: number;
  readonly tabs: readonly TabText[];
}

export interface DeriveReply {
  readonly id: number;
  readonly fields: TabDerivedFields[];
}

/** Computes batches of tabs' derived fields: on worker threads, or on this one. */
export interface DerivedFields {
  derive(tabs: readonly TabText[]): Promise<TabDerivedFields[]>;
  close(): Promise<void>;
}

/**
 * From this many tabs a seed derives on worker threads: the chord sets, words and trigrams of a tab cost about
 * half a millisecond, which made the seed's own thread the slowest part of the tabs step (the engine's thread was
 * busy a third of the time); starting a worker costs about a second.
 */
const THREADS_FROM_TABS = 5000;

export const DERIVED_HERE: DerivedFields = {
  derive: async (tabs) => tabs.map((tab) => tabDerivedFields(tab.artistName, tab.title, tab.body)),
  close: async () => {},
};

/** The worker's entry beside this file: .js built, .ts from source (tests, tsx), then loaded through tsx. */
const ENTRY = path.join(__dirname, `derivedFieldsThread${path.extname(__filename)}`);

function derivedFieldsWorker(): Worker {
  if (ENTRY.endsWith('.js')) return new Worker(ENTRY);
  const load = `require('tsx/cjs/api').register(); require(${JSON.stringify(ENTRY)});`;
  // The workspace packages' sources, as the tests and tsx read them; the parent's own flags are not passed on, since
  // a Worker refuses V8 flags given to it (a heap size on the command line).
  return new Worker(load, { eval: true, execArgv: ['--conditions=source'] });
}

const ended = () => new Error('a thread deriving the tabs’ fields ended');

/** `count` workers taking batches in turn; a worker's failure fails every batch waiting and every later one. */
export function derivedFieldsThreads(count: number): DerivedFields {
  const workers = Array.from({ length: count }, derivedFieldsWorker);
  const waiting = new Map<
    number,
    { resolve(fields: TabDerivedFields[]): void; reject(error: Error): void }
  >();
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    for (const batch of waiting.values()) batch.reject(failure);
    waiting.clear();
  };
  for (const worker of workers) {
    worker.on('message', ({ id, fields }: DeriveReply) => {
      waiting.get(id)?.resolve(fields);
      waiting.delete(id);
    });
    worker.on('error', fail);
    worker.on('exit', () => fail(ended()));
  }
  let sent = 0;
  return {
    derive(tabs) {
      if (failure) return Promise.reject(failure);
      const id = sent++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        workers[id % workers.length]!.postMessage({ id, tabs } satisfies DeriveRequest);
      });
    },
    async close() {
      fail(ended());
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/** Worker threads (all cores but one: the engine's) for a large seed; this thread for a small one. */
export function derivedFieldsFor(tabs: number): DerivedFields {
  return tabs >= THREADS_FROM_TABS
    ? derivedFieldsThreads(Math.max(1, availableParallelism() - 1))
    : DERIVED_HERE;
}
