import mongoose from 'mongoose';
import { cacheFiles } from '../cache/cacheFiles';
import { loadConfig } from '../config/config';
import { connectMongoose } from '../db/connect';
import { resolveDatabase } from '../db/resolveDatabase';
import { createLogger } from '../logger';
import '../routes';
import { UserModel } from '../users/user.model';
import { parseSeedArguments } from './seedArguments';
import { emptyDatabase, seedDemo } from './seedDemo';

/**
 * `npm run seed -w api -- [--tabs N] [--reset]`: writes the demo archive into the database the server uses
 * (MONGODB_URI, else the embedded engine's files under DATA_DIR; stop the server first, the engine locks its
 * folder) and regenerates the cache files. A database with data is refused unless --reset empties it first.
 */
async function main(): Promise<void> {
  const options = parseSeedArguments(process.argv.slice(2));
  const loaded = loadConfig();
  // A throw-away in-memory database would be pointless here.
  const config = { ...loaded, dbEngine: loaded.mongodbUri ? ('uri' as const) : ('embedded' as const) };
  const logger = createLogger(config.logLevel);
  const database = await resolveDatabase(config, logger);
  try {
    await connectMongoose(database.uri);
    if (options.reset) await emptyDatabase();
    else if ((await UserModel.estimatedDocumentCount()) > 0) {
      throw new Error(
        'Baza de date conține deja date. Rulați cu --reset pentru a o goli și a o popula din nou.',
      );
    }
    const report = await seedDemo(logger, { tabs: options.tabs });
    cacheFiles.configure(logger);
    for (const file of cacheFiles.files) await cacheFiles.generate(file);
    process.stdout.write(
      `Date demo scrise în ${(report.ms / 1000).toFixed(1)} s: ${report.steps
        .map((step) => `${step.name} ${(step.ms / 1000).toFixed(1)} s`)
        .join(', ')}\n`,
    );
  } finally {
    await mongoose.disconnect();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
