import path from 'node:path';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { EmbeddedMongo, EmbeddedMongoOptions } from './startEmbeddedMongo';

/** What the engine's thread reports once it listens, or why it could not start. */
export type EngineThreadReport =
  | { readonly started: Omit<EmbeddedMongo, 'stop'> }
  | { readonly failed: string };

/** The message asking the thread to stop (its answer is the thread's exit). */
export const STOP_ENGINE = 'stop';

/** The thread's entry beside this file: .js built, .ts from source (tests, tsx), then loaded through tsx. */
const ENTRY = path.join(__dirname, `engineThreadMain${path.extname(__filename)}`);

/**
 * V8's memory reducer collects a heap in full once its isolate turns idle, to hand memory back. On the engine's
 * heap (1.6 GB at 100,000 tabs) that collection held the thread 1 to 4 s (`bench/README.md`, #34), and the next
 * request waited behind it. V8 reads the flag when it sets a heap up, so turning it off before the thread's isolate
 * exists leaves this process's own heap as it was; the engine's heap is then collected only as it fills. The flag is
 * process-wide: threads started later have no memory reducer either.
 */
function withoutMemoryReducer(): void {
  v8.setFlagsFromString('--no-memory-reducer');
}

/**
 * The engine isolate's young generation: 64 MB semi-spaces (V8's default is 16 MB; the size is the two semi-spaces
 * and the young large-object space). A scavenge costs time in proportion to the old generation besides the young
 * objects it copies: at 100,000 tabs (an old generation of 1.6-2 GB) each took 10-22 ms where one at 12,500 tabs
 * took 3-5 ms, for the same 13 MB of garbage, and under load one came every 150-250 ms (`bench/README.md`, #27).
 * Four times the room is a quarter of the scavenges, each pausing about as long: their garbage dies young anyway.
 */
export const ENGINE_YOUNG_GENERATION_MB = 3 * 64;

function engineWorker(options: EmbeddedMongoOptions): Worker {
  withoutMemoryReducer();
  const resourceLimits = { maxYoungGenerationSizeMb: ENGINE_YOUNG_GENERATION_MB };
  if (ENTRY.endsWith('.js')) return new Worker(ENTRY, { workerData: options, resourceLimits });
  const load = `require('tsx/cjs/api').register(); require(${JSON.stringify(ENTRY)});`;
  return new Worker(load, { eval: true, workerData: options, resourceLimits });
}

/**
 * Starts the engine in a thread of its own: its own heap, so an archive of hundreds of thousands of documents
 * (gigabytes) is not scanned by the garbage collector of the process answering HTTP, and its queries run on
 * another core. Clients reach it over TCP as before; `stop` makes every write durable and ends the thread.
 */
export function startEmbeddedMongoThread(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const worker = engineWorker(options);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    void exited.then(() => reject(new Error('the embedded engine thread ended before it started')));
    worker.once('message', (report: EngineThreadReport) => {
      if ('failed' in report) {
        reject(new Error(report.failed));
        return;
      }
      let stopAsked = false;
      resolve({
        ...report.started,
        stop: () => {
          if (!stopAsked) worker.postMessage(STOP_ENGINE);
          stopAsked = true;
          return exited;
        },
      });
    });
  });
}
