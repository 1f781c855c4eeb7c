// The start-up recount's cost: seeds N tabs (default 100,000) on the embedded engine in memory, then times the
// recount of every registered counter (nothing drifted: the full measuring pass every start pays) and a repair.
import { startEmbeddedMongo } from '@acorduri/embedded-mongo';
import mongoose from 'mongoose';
import { COUNTERS } from '../api/src/counters/counterRegistry';
import { recountCounters } from '../api/src/counters/recountCounters';
import { connectMongoose } from '../api/src/db/connect';
import { createLogger } from '../api/src/logger';
import { seedDemo } from '../api/src/seed/seedDemo';
import { TabModel } from '../api/src/tabs/tab.model';

const TABS = Number(process.argv[2] ?? 100_000);

async function main(): Promise<void> {
  const engine = await startEmbeddedMongo();
  await connectMongoose(`${engine.uri}/acorduri_recount`);
  try {
    const seedStarted = performance.now();
    await seedDemo(createLogger('silent'), { tabs: TABS });
    process.stdout.write(
      `seeded ${TABS} tabs in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s\n`,
    );
    for (const definition of COUNTERS) {
      const started = performance.now();
      const [report] = await recountCounters({ definitions: [definition], confirmAfterMs: 0 });
      process.stdout.write(
        `${definition.name}: ${report?.checked} documents, ${Math.round(performance.now() - started)} ms\n`,
      );
    }
    // A crash's typical damage: a few hundred counters off by one.
    const damaged = await TabModel.find({}, { _id: 1 }).limit(500).lean();
    await TabModel.updateMany({ _id: { $in: damaged.map((tab) => tab._id) } }, { $inc: { commentCount: 1 } });
    const started = performance.now();
    const reports = await recountCounters({ confirmAfterMs: 0 });
    const corrected = reports.reduce((total, report) => total + report.corrected, 0);
    process.stdout.write(
      `whole recount with 500 drifted counters: ${Math.round(performance.now() - started)} ms, ${corrected} corrected\n`,
    );
  } finally {
    await mongoose.disconnect();
    await engine.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
