import { lstatSync, rmSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ServerState } from './commands/context';
import { Engine } from './engine/Engine';
import { expireTtlDocuments } from './engine/ttlMonitor';
import { WireServer } from './server/WireServer';
import { lockDataDir } from './storage/dataDirLock';
import { JournalStore } from './storage/JournalStore';

export interface EmbeddedMongoOptions {
  /** Directory for the journals; omitted = in memory only (tests). */
  readonly dataDir?: string;
  /** TCP port; 0 or omitted = a free port chosen by the OS. */
  readonly port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  readonly host?: string;
  /**
   * fdatasync cadence of the journals in ms (default 100; 0 = before every reply). Every acknowledged write is
   * already written to the file, so only an OS crash or power loss can lose the last interval.
   */
  readonly syncIntervalMs?: number;
  /**
   * Also listen on this Unix domain socket path (a stale socket file there is replaced); `socketUri` then names
   * it. Clients on the same machine reach the engine through it without the loopback TCP stack.
   */
  readonly socketPath?: string;
  /** Seconds between TTL monitor passes (mongod's ttlMonitorSleepSecs, default 60). */
  readonly ttlMonitorSleepSecs?: number;
}

export interface EmbeddedMongo {
  /** `mongodb://host:port` (no database path: the caller names its database). */
  readonly uri: string;
  readonly host: string;
  readonly port: number;
  readonly dataDir: string | undefined;
  /** `mongodb://<socket path, URL-encoded>` when `socketPath` was given. */
  readonly socketUri?: string;
  /** Stops accepting connections, closes them and makes every write durable. */
  stop(): Promise<void>;
}

const CURSOR_SWEEP_MS = 60_000;

/** A socket file left by an engine that did not stop cleanly refuses the next listen; any other file is kept. */
function removeStaleSocket(socketPath: string): void {
  if (lstatSync(socketPath, { throwIfNoEntry: false })?.isSocket()) rmSync(socketPath);
}

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const store = options.dataDir
    ? new JournalStore(options.dataDir, { syncIntervalMs: options.syncIntervalMs })
    : undefined;
  const releaseLock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  const engine = new Engine(store);
  try {
    store?.load(engine);
  } catch (error) {
    releaseLock();
    throw error;
  }
  const state: ServerState = {
    startedAt: new Date(),
    host,
    port: 0,
    ttlMonitorSleepSecs: options.ttlMonitorSleepSecs ?? 60,
    eventLoopDelay: monitorEventLoopDelay({ resolution: 10 }),
  };
  state.eventLoopDelay.enable();
  const server = new WireServer(engine, state);
  try {
    state.port = await server.listen(options.port ?? 0, host);
    if (options.socketPath) {
      removeStaleSocket(options.socketPath);
      await server.listenOnPath(options.socketPath);
    }
  } catch (error) {
    await server.close();
    store?.close();
    releaseLock();
    throw error;
  }

  let ttlTimer: NodeJS.Timeout | undefined;
  const scheduleTtl = () => {
    ttlTimer = setTimeout(() => {
      expireTtlDocuments(engine);
      scheduleTtl();
    }, state.ttlMonitorSleepSecs * 1000);
    ttlTimer.unref();
  };
  scheduleTtl();
  const cursorTimer = setInterval(() => engine.cursors.expireIdle(), CURSOR_SWEEP_MS);
  cursorTimer.unref();

  let stopped: Promise<void> | undefined;
  return {
    uri: `mongodb://${host.includes(':') ? `[${host}]` : host}:${state.port}`,
    host,
    port: state.port,
    dataDir: options.dataDir,
    ...(options.socketPath && { socketUri: `mongodb://${encodeURIComponent(options.socketPath)}` }),
    stop: () => {
      stopped ??= (async () => {
        clearTimeout(ttlTimer);
        clearInterval(cursorTimer);
        // Pending builds would keep the thread alive for minutes at 100k tabs; the next start rebuilds them.
        engine.cancelIndexBuilds();
        state.eventLoopDelay.disable();
        await server.close();
        store?.close();
        releaseLock();
      })();
      return stopped;
    },
  };
}
