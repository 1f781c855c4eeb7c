// The first minutes after a start on a large archive (#34): starts the API's server (as `npm start` from sources,
// one process with the engine's thread inside) on a copy of a seeded archive (BENCH_SEED_DIR, the seed CLI's
// DATA_DIR), then, while the engine still builds its indexes in the background, runs 10 connections of varied
// public reads (tab by id, a list page at a random offset, a category page, autocomplete) for BENCH_SECONDS
// (180 by default). Prints, per 10 s window: requests a second, p99 and max of every call and of each kind, the
// engine thread's event-loop delay (p99 of each 2 s reading, the window's max), the builds still pending and the
// load average.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startKillableApiProcess } from '../api/test/support/killableApiProcess';
import { copySeed } from './seededApp';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 180);
const CONNECTIONS = 10;
const WINDOW_MS = 10_000;
const DELAY_READ_MS = 2_000;
/** All the load comes from one address: the per-address budgets are raised out of the way. */
const UNLIMITED = Object.fromEntries(
  ['AUTH', 'WRITE', 'SEARCH', 'AUTOCOMPLETE', 'LIST'].map((name) => [`RATE_LIMIT_${name}_MAX`, '1000000']),
);

const say = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!);
}

/** The URLs drawn from: read once from the archive (a few bounded reads) before the load starts. */
async function readKinds(client: MongoClient): Promise<Record<string, () => string>> {
  const db = client.db();
  const tabs = await db
    .collection('tabs')
    .find({ isPublic: true }, { projection: { _id: 1, title: 1 } })
    .limit(20_000)
    .toArray();
  const tags = await db
    .collection('tags')
    .find({}, { projection: { slug: 1 } })
    .toArray();
  const words = tabs.flatMap((tab) =>
    String(tab.title)
      .toLowerCase()
      .split(/[^a-zăâîșț]+/)
      .filter((word) => word.length >= 4),
  );
  const prefixes = [...new Set(words.map((word) => word.slice(0, 3 + (word.length % 3))))];
  const page = (pages: number) => 10 * Math.floor(Math.random() * pages);
  return {
    id: () => `/api/tab/${String(pick(tabs)._id)}`,
    list: () => `/api/tab?limit=10&offset=${page(5000)}`,
    category: () => `/api/tab?tagSlug=${String(pick(tags).slug)}&limit=10&offset=${page(50)}`,
    autocomplete: () => `/api/search/autocomplete?search=${encodeURIComponent(pick(prefixes))}`,
  };
}

async function main(): Promise<void> {
  const seedDir = process.env.BENCH_SEED_DIR;
  if (!seedDir) throw new Error('BENCH_SEED_DIR: the seed CLI’s DATA_DIR of a large archive is required');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'acorduri-startup-'));
  copySeed(seedDir, path.join(dataDir, 'db'));
  const started = performance.now();
  const api = await startKillableApiProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...UNLIMITED });
  const since = () => ((performance.now() - started) / 1000).toFixed(1);
  try {
    for (;;) {
      const health = await fetch(`${api.url}/api/health`).catch(() => undefined);
      if (health?.ok) break;
      await sleep(250);
    }
    say(`first answer ${since()} s after the start (load ${load()})`);
    const socket = encodeURIComponent(path.join(tmpdir(), `acorduri-mongo-${api.child.pid}-1.sock`));
    const client = await MongoClient.connect(`mongodb://${socket}/acorduri`, {
      serverSelectionTimeoutMS: 600_000,
    });
    try {
      const kinds = await readKinds(client);
      say(`URLs read at ${since()} s`);
      const names = Object.keys(kinds);
      let times: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
      let failed = 0;
      let stop = false;
      const connection = async () => {
        while (!stop) {
          const name = pick(names);
          const sent = performance.now();
          const res = await fetch(`${api.url}${kinds[name]!()}`).catch(() => undefined);
          await res?.arrayBuffer();
          if (!res?.ok) failed += 1;
          times[name]!.push(performance.now() - sent);
        }
      };
      const admin = client.db('admin');
      const status = () => admin.command({ serverStatus: 1, resetEventLoopDelay: 1 });
      await status();
      let delays: number[] = [];
      let delayMax = 0;
      let pending = 0;
      const monitor = async () => {
        while (!stop) {
          await sleep(DELAY_READ_MS);
          const engine = (await status()).embeddedEngine;
          delays.push(engine?.eventLoopDelayMs?.p99 ?? 0);
          delayMax = Math.max(delayMax, engine?.eventLoopDelayMs?.max ?? 0);
          pending = engine?.indexBuildsPending ?? 0;
        }
      };
      const running = [...Array.from({ length: CONNECTIONS }, connection), monitor()];
      const all: number[] = [];
      const end = performance.now() + SECONDS * 1000;
      while (performance.now() < end) {
        await sleep(WINDOW_MS);
        const window = times;
        times = Object.fromEntries(names.map((name) => [name, []]));
        const every = Object.values(window).flat();
        all.push(...every);
        const perKind = names.map((name) => `${name} ${percentile(window[name]!, 0.99)}`).join(', ');
        say(
          `${since()} s: ${(every.length / (WINDOW_MS / 1000)).toFixed(0)} req/s, p99 ${percentile(every, 0.99)} ms ` +
            `(${perKind}), max ${percentile(every, 1)} ms, non-2xx or failed ${failed}; engine loop p99 ` +
            `${delays.map((delay) => Math.round(delay)).join('/')} ms, max ${Math.round(delayMax)} ms; ` +
            `builds pending ${pending}; load ${load()}`,
        );
        delays = [];
        delayMax = 0;
      }
      stop = true;
      await Promise.all(running);
      say(
        `all ${all.length} requests: p99 ${percentile(all, 0.99)} ms, max ${percentile(all, 1)} ms, ` +
          `${all.filter((time) => time > 250).length} over 250 ms, ${failed} non-2xx or failed`,
      );
    } finally {
      await client.close();
    }
  } finally {
    const stopping = performance.now();
    api.child.kill('SIGTERM');
    await Promise.race([api.exited, sleep(60_000)]);
    if (api.child.exitCode === null) {
      say('the API had not stopped 60 s after SIGTERM: killed');
      api.child.kill('SIGKILL');
      await api.exited;
    } else say(`stopped in ${((performance.now() - stopping) / 1000).toFixed(1)} s`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  // The fetch connections' keep-alive sockets would hold the process a while longer.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
