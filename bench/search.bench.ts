// Seeds the large archive (`--tabs 100000` by default, or the first argument) on the embedded engine in memory,
// then prints autocomplete and paged-search latencies (p50/p95) measured through HTTP on the real app.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo } from '@acorduri/embedded-mongo';
import mongoose from 'mongoose';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config/config';
import { connectMongoose } from '../api/src/db/connect';
import { createLogger } from '../api/src/logger';
import { seedDemo } from '../api/src/seed/seedDemo';

const TABS = Number(process.argv[2] ?? 100_000);
const ROUNDS = 3;

/** What visitors type: name and title fragments, with and without diacritics, common and rare, and misses. */
const AUTOCOMPLETE_TERMS = [
  'dor',
  'ste',
  'ște',
  'pop',
  'can',
  'cân',
  'noa',
  'ion',
  'mar',
  'zap',
  'lup',
  'fra',
  'ana',
  'iub',
  'vis',
  'tra',
  'cor',
  'xyz',
  'qui',
  'țar',
];
const SEARCH_TERMS = [
  'ștefan',
  'popescu',
  'cântec de',
  'noapte',
  'fara',
  'lupii',
  'ana maria',
  'zăpadă',
  'iubire',
  'de aur',
  'trupa',
  'dor de',
  'mare',
  'vioara',
  'fluier',
  'taraful',
  'xyzzy',
  'ion',
];
/** The search page's own order (none given: most favoured first), then explicit sorts of all matches. */
const SEARCH_ORDERS = [
  ['default', ''],
  ['created_at', '&orderby=created_at&sort=desc'],
  ['rating', '&orderby=rating&sort=desc'],
  ['artist', '&orderby=artist&sort=asc'],
] as const;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function timeRequests(base: string, urls: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const url of urls) {
      const started = performance.now();
      const res = await fetch(`${base}${url}`);
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      await res.json();
      times.push(performance.now() - started);
    }
  }
  return times.sort((a, b) => a - b);
}

function report(label: string, times: readonly number[]): void {
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  process.stdout.write(
    `${label.padEnd(28)} n=${times.length}  p50 ${fmt(percentile(times, 50))}  p95 ${fmt(percentile(times, 95))}  max ${fmt(times.at(-1) ?? 0)}\n`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'acorduri-search-bench-'));
  const engine = await startEmbeddedMongo();
  await connectMongoose(`${engine.uri}/acorduri_bench`);
  const logger = createLogger('silent');
  try {
    const seedStarted = performance.now();
    const seed = await seedDemo(logger, { tabs: TABS });
    process.stdout.write(
      `seeded ${TABS} tabs in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (${seed.steps
        .map((step) => `${step.name} ${(step.ms / 1000).toFixed(1)} s`)
        .join(', ')})\n`,
    );
    const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dataDir });
    const app = createApp({ config, logger, dbEngine: 'embedded' });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await timeRequests(base, ['/api/search/autocomplete?search=dor']);
      report(
        'autocomplete',
        await timeRequests(
          base,
          AUTOCOMPLETE_TERMS.map((term) => `/api/search/autocomplete?search=${encodeURIComponent(term)}`),
        ),
      );
      for (const [label, order] of SEARCH_ORDERS) {
        report(
          `search page 1 (${label})`,
          await timeRequests(
            base,
            SEARCH_TERMS.map(
              (term) => `/api/tab?search=${encodeURIComponent(term)}&limit=10&offset=0${order}`,
            ),
          ),
        );
      }
      report(
        'search page 5 (default)',
        await timeRequests(
          base,
          SEARCH_TERMS.map((term) => `/api/tab?search=${encodeURIComponent(term)}&limit=10&offset=40`),
        ),
      );
    } finally {
      server.close();
    }
  } finally {
    await mongoose.disconnect();
    await engine.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
