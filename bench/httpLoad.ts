// Load generation for bench:http: autocannon in a child process drawing a fresh URL from a pool per request, the
// bare Express ceiling in a process of its own, and the cold single-flight check (#27).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';

export interface Measure {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  /** Connection errors and timeouts (10 s). */
  readonly errors: number;
  readonly non2xx: number;
  /** Milliseconds of the server process's CPU per answer. */
  readonly cpuPerRequest: number;
}

/** The measured server's CPU time so far in microseconds. */
export type CpuClock = () => Promise<number>;

export const ownCpu: CpuClock = async () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

export const BARE_ROWS = Array.from({ length: 10 }, (_, i) => ({
  id: `65a0c0ffee0000000000000${i}`,
  title: `Cântecul ${i + 1}`,
  slug: `cantecul-${i + 1}`,
  artist: { name: 'Artistul', slug: 'artistul' },
  rating: 4.5,
  favouriteCount: 10 + i,
}));

/**
 * The ceiling: Express 5 serialising a 10-row list on every request, nothing else, in a process of its own so the
 * API's heap and its collections do not slow it down. `/cpu` answers the process's CPU time so far (µs).
 */
const BARE_SCRIPT = `const express = require('express');
const rows = JSON.parse(process.env.BARE_ROWS);
const app = express();
app.get('/list', (_req, res) => { res.json({ tabs: rows, total: rows.length }); });
app.get('/cpu', (_req, res) => { const { user, system } = process.cpuUsage(); res.json(user + system); });
const server = app.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));`;

export interface BareEndpoint {
  readonly base: string;
  readonly cpu: CpuClock;
  readonly process: ChildProcess;
}

export async function startBareEndpoint(): Promise<BareEndpoint> {
  const child = spawn(process.execPath, ['-e', BARE_SCRIPT], {
    cwd: __dirname,
    env: { ...process.env, BARE_ROWS: JSON.stringify(BARE_ROWS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the bare endpoint exited (${code})`)));
    child.stdout?.once('data', (data: Buffer) => resolve(data.toString().trim()));
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    process: child,
    cpu: async () => {
      const res = await fetch(`${base}/cpu`);
      return (await res.json()) as number;
    },
  };
}

/**
 * A URL pool on disk: at 100k tabs a pool is megabytes, past what one environment variable may hold, so the
 * child gets the file's name through the environment and reads the JSON array itself.
 */
export class PoolFiles {
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'acorduri-bench-pools-'));
  private count = 0;

  write(paths: readonly string[]): string {
    const file = path.join(this.dir, `pool-${this.count++}.json`);
    writeFileSync(file, JSON.stringify(paths));
    return file;
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * Runs autocannon with AUTOCANNON_OPTIONS, each request's path drawn at random from the JSON array in the file
 * BENCH_POOL_FILE (the bare endpoint too, so both pay the same client cost), and prints its result as JSON.
 */
const LOAD_SCRIPT = `const { readFileSync } = require('node:fs');
const paths = JSON.parse(readFileSync(process.env.BENCH_POOL_FILE, 'utf8'));
const draw = () => paths[Math.floor(Math.random() * paths.length)];
const options = JSON.parse(process.env.AUTOCANNON_OPTIONS);
options.requests = [{ method: 'GET', setupRequest: (request) => ({ ...request, path: draw() }) }];
require('autocannon')(options, (error, result) => {
  if (error) throw error;
  process.stdout.write(JSON.stringify(result));
});`;

export interface LoadOptions {
  readonly base: string;
  readonly cpu: CpuClock;
  /** A file written by PoolFiles. */
  readonly poolFile: string;
  readonly connections: number;
  readonly seconds: number;
  readonly encoding: string;
}

/**
 * autocannon in a child process, so the server's process does nothing but serve: its CPU time over the run,
 * divided by the answers, is a cost per request that the other engineers' load on the machine barely moves.
 */
export async function load(options: LoadOptions): Promise<Measure> {
  const autocannonOptions = {
    url: options.base,
    connections: options.connections,
    duration: options.seconds,
    headers: { 'accept-encoding': options.encoding },
  };
  const cpuBefore = await options.cpu();
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', LOAD_SCRIPT],
      {
        cwd: __dirname,
        env: {
          ...process.env,
          AUTOCANNON_OPTIONS: JSON.stringify(autocannonOptions),
          BENCH_POOL_FILE: options.poolFile,
        },
        maxBuffer: 1 << 24,
      },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
  const cpu = (await options.cpu()) - cpuBefore;
  const result = JSON.parse(output) as autocannon.Result;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts a timeout in both `errors` and `timeouts`.
    errors: result.errors,
    non2xx: result.non2xx,
    cpuPerRequest: cpu / 1000 / Math.max(1, result.requests.total),
  };
}

export interface ColdCheck {
  readonly requests: number;
  /** 2xx answers within the time limit. */
  readonly answered: number;
  /** Other statuses, by status. */
  readonly statuses: Readonly<Record<string, number>>;
  /** Connection errors and requests not answered within the time limit. */
  readonly failed: number;
  readonly p50Ms: number;
  readonly maxMs: number;
}

/**
 * COLD_COUNT identical GETs of COLD_URL sent at once, each on a connection of its own, each given COLD_TIMEOUT_MS:
 * prints how many answered, with what, and their latencies (JSON).
 */
const COLD_SCRIPT = `const http = require('node:http');
const count = Number(process.env.COLD_COUNT);
const timeout = Number(process.env.COLD_TIMEOUT_MS);
const started = performance.now();
const one = () => new Promise((resolve) => {
  const request = http.get(process.env.COLD_URL, { agent: false, headers: { 'accept-encoding': process.env.COLD_ENCODING } }, (res) => {
    res.resume();
    res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
  });
  request.setTimeout(timeout, () => request.destroy(new Error('timeout')));
  request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
});
Promise.all(Array.from({ length: count }, one)).then((answers) => process.stdout.write(JSON.stringify(answers)));`;

export async function coldCheck(
  url: string,
  count: number,
  timeoutMs: number,
  encoding: string,
): Promise<ColdCheck> {
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', COLD_SCRIPT],
      {
        env: {
          ...process.env,
          COLD_URL: url,
          COLD_COUNT: String(count),
          COLD_TIMEOUT_MS: String(timeoutMs),
          COLD_ENCODING: encoding,
        },
      },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
  const answers = JSON.parse(output) as { status: number; ms: number }[];
  const statuses: Record<string, number> = {};
  for (const { status } of answers)
    if (status !== 0 && (status < 200 || status >= 300)) statuses[status] = (statuses[status] ?? 0) + 1;
  const ok = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
  const times = ok.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    requests: count,
    answered: ok.length,
    statuses,
    failed: answers.filter((answer) => answer.status === 0).length,
    p50Ms: times[Math.floor(times.length / 2)] ?? Number.NaN,
    maxMs: times.at(-1) ?? Number.NaN,
  };
}
