// Soak: 100 connections for SOAK_SECONDS (default 600) over public reads, searches and signed-in writes against
// two API processes on one database, then every acknowledged write looked up and every counter recounted.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Request, type Result } from 'autocannon';
import mongoose, { Types } from 'mongoose';
import { SESSION_COOKIE } from '../api/src/auth/requestCookie';
import { createSession } from '../api/src/auth/session.service';
import { CommentModel } from '../api/src/comments/comment.model';
import { COUNTERS } from '../api/src/counters/counterRegistry';
import { findCounterDrift } from '../api/src/counters/recountCounters';
import { CounterRecountGuard } from '../api/src/counters/recountGuard';
import { connectMongoose } from '../api/src/db/connect';
import { createLogger } from '../api/src/logger';
import { RatingModel } from '../api/src/ratings/rating.model';
import { TabRequestModel } from '../api/src/requests/request.model';
import { seedDemo } from '../api/src/seed/seedDemo';
import { TabModel } from '../api/src/tabs/tab.model';
import { UserModel } from '../api/src/users/user.model';
import { type KillableApiProcess, startKillableApiProcess } from '../api/test/support/killableApiProcess';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const TABS = Number(process.env.SOAK_TABS ?? 2000);
const INSTANCES = 2;
const WRITERS = 200;
const SETTLE_MS = 30_000;
const DB_NAME = 'acorduri_soak';
/** One address sends everything: every per-address budget is raised out of the way (documented in README). */
const UNLIMITED = '1000000000';
const RATE_LIMITS = Object.fromEntries(
  ['AUTH', 'WRITE', 'SEARCH', 'AUTOCOMPLETE'].map((name) => [`RATE_LIMIT_${name}_MAX`, UNLIMITED]),
);

/**
 * With SOAK_PROFILE_DIR, the engine and the API processes write V8 CPU profiles there when they stop (open them
 * in Chrome DevTools): where the time goes when requests queue.
 */
const PROFILE_DIR = process.env.SOAK_PROFILE_DIR;
const PROFILING = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : [];

/** The embedded engine as its own process (its CLI from sources), so the load generator does not slow it. */
function startEngine(): Promise<{ uri: string; child: ChildProcess }> {
  const cli = path.resolve(__dirname, '../tools/embedded-mongo/src/cli.ts');
  const args = [...PROFILING, '--import', 'tsx', '--conditions=source', cli, '--port', '0'];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const uri = /(mongodb:\/\/\S+)/.exec(output)?.[1];
      if (uri) resolve({ uri, child });
    });
    child.once('exit', (code) => reject(new Error(`the engine exited (${code}): ${output}`)));
  });
}

interface Fixture {
  readonly tabIds: string[];
  readonly terms: string[];
  readonly cookies: string[];
  readonly userIds: string[];
}

async function prepare(): Promise<Fixture> {
  const started = performance.now();
  await seedDemo(createLogger('silent'), { tabs: TABS });
  const tabs = await TabModel.find({ isPublic: true }, { _id: 1, searchTitle: 1 }).limit(500).lean();
  const users = await UserModel.find({ accountExpiryDate: null }, { _id: 1 }).limit(WRITERS).lean();
  const sessions = await Promise.all(users.map((user) => createSession(user._id, 86_400)));
  process.stdout.write(`seeded ${TABS} tabs and ${users.length} writer sessions in ${ms(started)}\n`);
  return {
    tabIds: tabs.map((tab) => tab._id.toHexString()),
    terms: [...new Set(tabs.map((tab) => tab.searchTitle.split(' ')[0] ?? '').filter((t) => t.length >= 3))],
    cookies: sessions.map((session) => `${SESSION_COOKIE}=${session.token}`),
    userIds: users.map((user) => user._id.toHexString()),
  };
}

const ms = (since: number) => `${Math.round(performance.now() - since)} ms`;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

interface Acknowledged {
  readonly comments: Set<string>;
  readonly requests: Set<string>;
  /** "userId tabId" of every acknowledged vote. */
  readonly ratings: Set<string>;
}

type Kind = 'read' | 'search' | 'comment' | 'rating' | 'request';

/** 45% public reads, 20% searches, 35% signed-in writes (comments, votes, requests), each with its own key. */
function nextRequest(fixture: Fixture, context: Record<string, unknown>): Request {
  const roll = Math.random();
  const tabId = pick(fixture.tabIds);
  const writer = Math.floor(Math.random() * fixture.cookies.length);
  const signedIn = (kind: Kind, method: 'POST' | 'PUT', url: string, body: unknown): Request => {
    Object.assign(context, { kind, tabId, userId: fixture.userIds[writer] });
    return {
      method,
      path: url,
      body: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        cookie: fixture.cookies[writer] as string,
        'idempotency-key': new Types.ObjectId().toHexString() + new Types.ObjectId().toHexString(),
      },
    };
  };
  if (roll < 0.45) {
    context.kind = 'read';
    const reads = [
      `/api/tab/${tabId}`,
      `/api/comment?filterTabId=${tabId}`,
      '/api/tab?orderby=created_at&sort=desc&limit=20',
      '/cache/latest-tabs.json',
      '/api/health',
    ];
    return { method: 'GET', path: pick(reads), headers: {} };
  }
  if (roll < 0.65) {
    context.kind = 'search';
    const term = encodeURIComponent(pick(fixture.terms));
    return {
      method: 'GET',
      path: pick([`/api/search/autocomplete?search=${term}`, `/api/tab?search=${term}`]),
    };
  }
  if (roll < 0.85)
    return signedIn('comment', 'POST', '/api/user/comment', { tabId, body: 'Comentariu de rezistență' });
  if (roll < 0.97)
    return signedIn('rating', 'PUT', '/api/user/tab/rate', {
      id: tabId,
      rating: 1 + Math.floor(Math.random() * 9) / 2,
    });
  return signedIn('request', 'POST', '/api/user/request', {
    title: 'Cerere de rezistență',
    tempArtist: 'Soak',
  });
}

function load(url: string, fixture: Fixture, acked: Acknowledged, connections: number): Promise<Result> {
  return autocannon({
    url,
    connections,
    duration: SECONDS,
    timeout: 30,
    requests: [
      {
        setupRequest: (request, context) => ({
          ...request,
          ...nextRequest(fixture, context as Record<string, unknown>),
        }),
        onResponse: (status, body, context) => {
          if (status < 200 || status >= 300) return;
          const { kind, tabId, userId } = context as { kind: Kind; tabId: string; userId: string };
          if (kind === 'comment') acked.comments.add((JSON.parse(body) as { id: string }).id);
          else if (kind === 'request') acked.requests.add((JSON.parse(body) as { id: string }).id);
          else if (kind === 'rating') acked.ratings.add(`${userId} ${tabId}`);
        },
      },
    ],
  });
}

async function found(ids: Set<string>, count: (ids: Types.ObjectId[]) => Promise<number>): Promise<number> {
  const all = [...ids].map((id) => new Types.ObjectId(id));
  let total = 0;
  for (let start = 0; start < all.length; start += 5000) total += await count(all.slice(start, start + 5000));
  return total;
}

async function ratingsFound(pairs: Set<string>): Promise<number> {
  let total = 0;
  for (const pair of pairs) {
    const [userId, tabId] = pair.split(' ');
    if (await RatingModel.exists({ userId, tabId })) total += 1;
  }
  return total;
}

function summarise(results: readonly Result[]): void {
  const sum = (pick: (result: Result) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  const byStatus: Record<string, number> = {};
  for (const result of results)
    for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {}))
      byStatus[status] = (byStatus[status] ?? 0) + Number(count);
  const requests = sum((result) => result.requests.total);
  process.stdout.write(
    `${[
      `requests: ${requests} in ${SECONDS} s (${Math.round(requests / SECONDS)}/s) over ${CONNECTIONS} connections`,
      `latency p50 / p99 / max per instance: ${results.map((r) => `${r.latency.p50} / ${r.latency.p99} / ${r.latency.max} ms`).join('; ')}`,
      `errors: ${sum((r) => r.errors)} (timeouts ${sum((r) => r.timeouts)})`,
      `non-2xx: ${sum((r) => r.non2xx)}; by status: ${JSON.stringify(byStatus)}`,
    ].join('\n')}\n`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'acorduri-soak-'));
  const engine = await startEngine();
  const databaseUri = `${engine.uri}/${DB_NAME}`;
  const instances: KillableApiProcess[] = [];
  let failed = false;
  try {
    await connectMongoose(databaseUri);
    const fixture = await prepare();
    // Through the guard, as a first start would: it records the recount, so the instances start trusting it.
    const recountStarted = performance.now();
    await new CounterRecountGuard(createLogger('silent')).recountIfNeeded();
    process.stdout.write(`recount of every counter at ${TABS} tabs: ${ms(recountStarted)}\n`);
    for (let i = 0; i < INSTANCES; i++)
      instances.push(
        await startKillableApiProcess(
          {
            MONGODB_URI: databaseUri,
            DB_ENGINE: 'uri',
            SEED_ON_EMPTY: '0',
            LOG_LEVEL: 'warn',
            DATA_DIR: path.join(dataDir, `instance-${i}`),
            ...RATE_LIMITS,
          },
          PROFILING,
        ),
      );
    process.stdout.write(`load: ${SECONDS} s on ${instances.map((api) => api.url).join(' and ')}\n`);
    const acked: Acknowledged = { comments: new Set(), requests: new Set(), ratings: new Set() };
    const results = await Promise.all(
      instances.map((api) => load(api.url, fixture, acked, Math.ceil(CONNECTIONS / INSTANCES))),
    );
    // The load generator stops at its deadline without waiting for answers: the writes still running finish first.
    await sleep(SETTLE_MS);
    summarise(results);

    const writes = [
      [
        'comments',
        acked.comments.size,
        await found(acked.comments, (ids) => CommentModel.countDocuments({ _id: { $in: ids } })),
      ],
      [
        'requests',
        acked.requests.size,
        await found(acked.requests, (ids) => TabRequestModel.countDocuments({ _id: { $in: ids } })),
      ],
      ['ratings (user, tab)', acked.ratings.size, await ratingsFound(acked.ratings)],
    ] as const;
    for (const [name, acknowledged, present] of writes) {
      process.stdout.write(
        `writes ${name}: ${acknowledged} acknowledged, ${present} found, ${acknowledged - present} lost\n`,
      );
      if (present !== acknowledged) failed = true;
    }
    for (const definition of COUNTERS) {
      const { checked, drift } = await findCounterDrift(definition);
      process.stdout.write(
        `counter ${definition.name}: ${checked} checked, ${drift.length} differ from the recount\n`,
      );
      if (drift.length > 0) failed = true;
    }
    if (results.some((result) => result.errors > 0 || result.non2xx > 0)) failed = true;
    for (const api of instances) api.child.kill('SIGTERM');
    await Promise.all(instances.map((api) => api.exited));
  } finally {
    for (const api of instances) if (api.child.exitCode === null) api.child.kill('SIGKILL');
    await mongoose.disconnect();
    const engineExited = new Promise((resolve) => engine.child.once('exit', resolve));
    engine.child.kill('SIGTERM');
    // Its profile, when asked for, is written as it exits.
    await engineExited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
