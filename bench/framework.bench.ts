// What every API request pays before and after its handler (#27): the API process's CPU per answer for a 404
// under /api (no database), a kept answer (the shared read cache's, one URL), a tab-by-id miss (a fresh URL per
// request: junk parameters the route ignores defeat the kept answer, so the handler reads the tab) and the bare
// Express endpoint, each loaded by autocannon in a child process. The API runs in this process on a small seeded
// archive (its engine in a worker thread, idle for all but the miss). Each figure is the median of
// FRAMEWORK_BENCH_ROUNDS (default 3) runs of FRAMEWORK_BENCH_SECONDS (default 5) at 10 connections, the calls
// interleaved so that the machine's load falls on each alike. FRAMEWORK_BENCH_LOG=info logs as production does
// (the default LOG_LEVEL), into a file; FRAMEWORK_BENCH_PROFILE_DIR=<dir> writes a CPU profile of this process
// over each API call's runs; FRAMEWORK_BENCH_ENCODING sets the Accept-Encoding sent (identity by default).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { localSocketPath, startEmbeddedMongoThread } from '@acorduri/embedded-mongo';
import express from 'express';
import mongoose from 'mongoose';
import pino from 'pino';
import { createApp } from '../api/src/app';
import { connectMongoose } from '../api/src/db/connect';
import { createLogger } from '../api/src/logger';
import { seedDemo } from '../api/src/seed/seedDemo';
import { BARE_ROWS, load, type Measure, ownCpu, PoolFiles, startBareEndpoint } from './httpLoad';
import { cpuPerInProcessGet } from './inProcessRequests';
import { benchConfig, whileListening } from './seededApp';

const TABS = Number(process.argv[2] ?? 200);
const SECONDS = Number(process.env.FRAMEWORK_BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.FRAMEWORK_BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const PROFILE_DIR = process.env.FRAMEWORK_BENCH_PROFILE_DIR;
const ENCODING = process.env.FRAMEWORK_BENCH_ENCODING ?? 'identity';
const LOG_LEVEL = process.env.FRAMEWORK_BENCH_LOG ?? 'silent';
/** Junk parameters per tab id in the miss pool: more URLs than a run answers, so nearly every one is new. */
const MISS_VARIANTS = 500;

interface Call {
  readonly label: string;
  readonly paths: readonly string[];
  readonly onBare?: boolean;
  /** The in-process path of request `n`, when the pool's paths were all answered (and kept) over HTTP. */
  readonly freshPath?: (n: number) => string;
  readonly profile?: Session;
  readonly runs: Measure[];
  /** µs of CPU per request handed to the app in this process (no socket), one per round. */
  readonly inProcess: number[];
}

/** Requests per in-process round. */
const IN_PROCESS_REQUESTS = 5000;

/** The bare endpoint's app, in this process for the in-process column. */
function bareApp() {
  const app = express();
  app.get('/list', (_req, res) => {
    res.json({ tabs: BARE_ROWS, total: BARE_ROWS.length });
  });
  return app;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

async function startProfile(): Promise<Session | undefined> {
  if (!PROFILE_DIR) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  return session;
}

/** Profiles only the call's own runs: the profiler is started before each and stopped after it. */
async function measured(call: Call, run: () => Promise<Measure>): Promise<void> {
  await call.profile?.post('Profiler.start');
  call.runs.push(await run());
  if (!call.profile || !PROFILE_DIR) return;
  const { profile } = await call.profile.post('Profiler.stop');
  mkdirSync(PROFILE_DIR, { recursive: true });
  const name = `${call.label.replace(/[^a-z0-9]+/gi, '-')}-${call.runs.length}.cpuprofile`;
  writeFileSync(path.join(PROFILE_DIR, name), JSON.stringify(profile));
}

async function publicTabIds(): Promise<string[]> {
  const tabs = await mongoose.connection.db
    ?.collection('tabs')
    .find({ isPublic: true }, { projection: { _id: 1 } })
    .toArray();
  if (!tabs?.length) throw new Error('the seeded archive has no public tab');
  return tabs.map((tab) => String(tab._id));
}

async function measure(base: string, app: RequestListener): Promise<string> {
  const bare = await startBareEndpoint();
  const pools = new PoolFiles();
  try {
    const ids = await publicTabIds();
    const keptUrl = `/api/tab/${ids[0]}`;
    const warm = await fetch(`${base}${keptUrl}`, { headers: { 'Accept-Encoding': ENCODING } });
    await warm.arrayBuffer();
    if (!warm.ok) throw new Error(`${keptUrl} answered ${warm.status}`);
    const calls: Call[] = [
      { label: 'bare Express (/list)', paths: ['/list'], onBare: true, runs: [], inProcess: [] },
      {
        label: 'API 404 (/api/nu-exista)',
        paths: ['/api/nu-exista'],
        profile: await startProfile(),
        runs: [],
        inProcess: [],
      },
      {
        label: 'API kept answer (/api/tab/:id)',
        paths: [keptUrl],
        profile: await startProfile(),
        runs: [],
        inProcess: [],
      },
      {
        label: 'API miss (/api/tab/:id?v=…)',
        paths: ids.flatMap((id) => Array.from({ length: MISS_VARIANTS }, (_, v) => `/api/tab/${id}?v=${v}`)),
        freshPath: (n) => `/api/tab/${ids[n % ids.length]}?w=${n}`,
        profile: await startProfile(),
        runs: [],
        inProcess: [],
      },
    ];
    const poolOf = new Map(calls.map((call) => [call, pools.write(call.paths)]));
    const runOf = (call: Call, seconds: number) =>
      load({
        base: call.onBare ? bare.base : base,
        cpu: call.onBare ? bare.cpu : ownCpu,
        poolFile: poolOf.get(call) as string,
        connections: CONNECTIONS,
        seconds,
        encoding: ENCODING,
      });
    // Past the start's JIT and collections.
    for (const call of calls) await runOf(call, 2);
    const loadBefore = loadAverage();
    for (let round = 0; round < ROUNDS; round++) {
      for (const call of calls) await measured(call, () => runOf(call, SECONDS));
    }
    for (const call of calls) call.profile?.disconnect();
    const bareInProcess = bareApp();
    for (let round = 0; round < ROUNDS; round++) {
      for (const call of calls) {
        let drawn = 0;
        const { freshPath } = call;
        const next = freshPath
          ? () => freshPath(round * IN_PROCESS_REQUESTS + drawn++)
          : () => call.paths[drawn++ % call.paths.length] as string;
        const headers = { 'user-agent': 'bench', 'accept-encoding': ENCODING };
        const target = call.onBare ? (bareInProcess as unknown as RequestListener) : app;
        call.inProcess.push(await cpuPerInProcessGet(target, next, IN_PROCESS_REQUESTS, headers));
      }
    }
    const bareCpu = median(calls[0]?.runs.map((run) => run.cpuPerRequest) ?? []);
    const bareInProcessCpu = median(calls[0]?.inProcess ?? []);
    const µs = (value: number) => Math.round(value * 1000);
    return [
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${TABS} tabs, log level ${LOG_LEVEL}, median of ${ROUNDS} runs of ${SECONDS} s at ${CONNECTIONS} connections, Accept-Encoding ${ENCODING}, load average ${loadBefore} at the start and ${loadAverage()} at the end.`,
      '',
      '| call | req/s | CPU/answer | × bare | p99 | non-2xx | runs (µs/answer) | in-process µs/request | × bare |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
      ...calls.map((call) => {
        const cpu = median(call.runs.map((run) => run.cpuPerRequest));
        const non2xx = call.runs.reduce((sum, run) => sum + run.non2xx, 0);
        return `| ${call.label} | ${Math.round(median(call.runs.map((run) => run.rps)))} | ${µs(cpu)} µs | ${(cpu / bareCpu).toFixed(2)} | ${median(call.runs.map((run) => run.p99))} ms | ${non2xx} | ${call.runs.map((run) => µs(run.cpuPerRequest)).join(', ')} | ${Math.round(median(call.inProcess))} µs | ${(median(call.inProcess) / bareInProcessCpu).toFixed(2)} |`;
      }),
    ].join('\n');
  } finally {
    pools.remove();
    bare.process.kill();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'acorduri-framework-'));
  const engine = await startEmbeddedMongoThread({ socketPath: localSocketPath() });
  try {
    await connectMongoose(`${engine.socketUri ?? engine.uri}/acorduri_framework`);
    await seedDemo(createLogger('silent'), { tabs: TABS });
    const config = benchConfig(dataDir, LOG_LEVEL);
    // Logged as the API logs (src/logger.ts), into a file rather than this script's output.
    const logger = createLogger(LOG_LEVEL, pino.destination(path.join(dataDir, 'requests.log')));
    const app = createApp({ config, logger, dbEngine: 'embedded' });
    await whileListening(app, async (base) => {
      const report = await measure(base, app as unknown as RequestListener);
      process.stdout.write(`${report}\n`);
    });
  } finally {
    await mongoose.disconnect();
    await engine.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
