// The real app over HTTP on the large demo archive: the embedded engine in memory, seeded by the real seed.
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

/** Seeds `tabs` tabs (printing the time per step), serves the app on a free port and runs `use` with its URL. */
export async function withSeededApp(tabs: number, use: (base: string) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'acorduri-bench-'));
  const engine = await startEmbeddedMongo();
  await connectMongoose(`${engine.uri}/acorduri_bench`);
  const logger = createLogger('silent');
  try {
    const seedStarted = performance.now();
    const seed = await seedDemo(logger, { tabs });
    process.stdout.write(
      `seeded ${tabs} tabs in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (${seed.steps
        .map((step) => `${step.name} ${(step.ms / 1000).toFixed(1)} s`)
        .join(', ')})\n`,
    );
    // One address times hundreds of searches: the per-address search budgets would refuse them.
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      RATE_LIMIT_SEARCH_MAX: '1000000',
      RATE_LIMIT_AUTOCOMPLETE_MAX: '1000000',
    });
    const app = createApp({ config, logger, dbEngine: 'embedded' });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      server.close();
    }
  } finally {
    await mongoose.disconnect();
    await engine.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
