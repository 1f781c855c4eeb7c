// The engine thread's entry (engineThread.ts): starts the engine, reports its address, stops when asked.
import { parentPort, workerData } from 'node:worker_threads';
import { type EngineThreadReport, STOP_ENGINE } from './engineThread';
import { type EmbeddedMongoOptions, startEmbeddedMongo } from './startEmbeddedMongo';

const port = parentPort;
if (!port) throw new Error('engineThreadMain runs as a worker thread only');

startEmbeddedMongo(workerData as EmbeddedMongoOptions).then(
  (engine) => {
    const { stop, ...started } = engine;
    port.on('message', (message: unknown) => {
      if (message === STOP_ENGINE) void stop().finally(() => port.close());
    });
    port.postMessage({ started } satisfies EngineThreadReport);
  },
  (error: unknown) => {
    port.postMessage({
      failed: error instanceof Error ? error.message : String(error),
    } satisfies EngineThreadReport);
    port.close();
  },
);
