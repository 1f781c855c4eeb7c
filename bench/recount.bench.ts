// The counter recount's cost: seeds N tabs (default 100,000) on the embedded engine in memory, or loads a copy of
// an archive the seed CLI wrote (BENCH_SEED_DIR, see seededApp.ts), then times the recount of every registered
// counter (nothing drifted: the full measuring pass), a repair of 500 drifted counters, and the check a clean
// restart makes instead of a recount.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo } from '@acorduri/embedded-mongo';
import mongoose from 'mongoose';
import { COUNTERS } from '../api/src/counters/counterRegistry';
import { recountCounters } from '../api/src/counters/recountCounters';
import { CounterRecountGuard } from '../api/src/counters/recountGuard';
import { connectMongoose } from '../api/src/db/connect';
import { withDatabaseName } from '../api/src/db/resolveDatabase';
import { createLogger } from '../api/src/logger';
import { seedDemo } from '../api/src/seed/seedDemo';
import { TabModel } from '../api/src/tabs/tab.model';
import { copySeed } from './seededApp';

const TABS = Number(process.argv[2] ?? 100_000);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const seedDir = process.env.BENCH_SEED_DIR;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'acorduri-recount-'));
  try {
    const started = performance.now();
    if (seedDir) copySeed(seedDir, path.join(dataDir, 'db'));
    const engine = await startEmbeddedMongo(seedDir ? { dataDir: path.join(dataDir, 'db') } : {});
    await connectMongoose(seedDir ? withDatabaseName(engine.uri) : `${engine.uri}/acorduri_recount`);
    try {
      if (seedDir) process.stdout.write(`loaded a copy of ${seedDir} in ${seconds(started)}\n`);
      else {
        await seedDemo(createLogger('silent'), { tabs: TABS });
        process.stdout.write(`seeded ${TABS} tabs in ${seconds(started)}\n`);
      }
      process.stdout.write(`tabs: ${await TabModel.estimatedDocumentCount()}\n`);
      await measure();
    } finally {
      await mongoose.disconnect();
      await engine.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(): Promise<void> {
  let total = 0;
  for (const definition of COUNTERS) {
    const started = performance.now();
    const [report] = await recountCounters({ definitions: [definition], confirmAfterMs: 0 });
    const ms = Math.round(performance.now() - started);
    total += ms;
    process.stdout.write(
      `${definition.name}: ${report?.checked} documents, ${report?.corrected} corrected, ${ms} ms\n`,
    );
  }
  process.stdout.write(`every counter on its own (its target read each time): ${total} ms\n`);
  const wholeStarted = performance.now();
  await recountCounters({ confirmAfterMs: 0 });
  process.stdout.write(`whole recount (each target collection read once): ${seconds(wholeStarted)}\n`);
  // A crash's typical damage: a few hundred counters off by one.
  const damaged = await TabModel.find({}, { _id: 1 }).limit(500).lean();
  await TabModel.updateMany({ _id: { $in: damaged.map((tab) => tab._id) } }, { $inc: { commentCount: 1 } });
  const repairStarted = performance.now();
  const reports = await recountCounters({ confirmAfterMs: 0 });
  const corrected = reports.reduce((sum, report) => sum + report.corrected, 0);
  process.stdout.write(
    `whole recount with 500 drifted counters: ${seconds(repairStarted)}, ${corrected} corrected\n`,
  );
  // What every start pays now: the guard's check, a full recount only after an unclean stop.
  const guard = new CounterRecountGuard(createLogger('silent'));
  const firstStarted = performance.now();
  const first = await guard.recountIfNeeded();
  process.stdout.write(`guard on a database never recounted: ${first} in ${seconds(firstStarted)}\n`);
  const cleanStarted = performance.now();
  const clean = await guard.recountIfNeeded();
  process.stdout.write(
    `guard after clean stops: ${clean} in ${Math.round(performance.now() - cleanStarted)} ms\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
