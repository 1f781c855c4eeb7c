import path from 'node:path';
import { parseArgs } from 'node:util';
import { MongoClient } from 'mongodb';
import { ConfigError, loadConfig } from '../config/config';
import { BATCH_JOB_MONITOR_TIMEOUT_MS } from '../db/connect';
import { resolveDatabase } from '../db/resolveDatabase';
import { createLogger } from '../logger';
import { exportDatabase } from './exportDatabase';
import { ImportRefused, importDatabase } from './importDatabase';
import { progressBar } from './progressBar';

const USAGE = [
  'Folosire:',
  '  npm run db:export -- <dosar>           exportă baza de date (MONGODB_URI, altfel motorul încorporat din DATA_DIR)',
  '  npm run db:import -- <dosar> [--drop]  importă un export; --drop înlocuiește colecțiile care au deja date',
].join('\n');

/** `db:export <dir>` and `db:import <dir> [--drop]` on MONGODB_URI, or else on the embedded engine's DATA_DIR. */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { drop: { type: 'boolean', default: false } },
  });
  const [command, dir] = positionals;
  if ((command !== 'export' && command !== 'import') || !dir || positionals.length > 2) {
    throw new ConfigError(USAGE);
  }
  const loaded = loadConfig();
  // A throw-away in-memory database would have nothing to export and would lose what is imported.
  const config = { ...loaded, dbEngine: loaded.mongodbUri ? ('uri' as const) : ('embedded' as const) };
  const logger = createLogger(config.logLevel);
  const database = await resolveDatabase(config, logger);
  const client = new MongoClient(database.uri, { connectTimeoutMS: BATCH_JOB_MONITOR_TIMEOUT_MS });
  // npm runs the script inside api/: a relative folder means one relative to where the command was typed.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
  try {
    await client.connect();
    const db = client.db();
    const started = performance.now();
    const manifest =
      command === 'export'
        ? await exportDatabase(db, target, progressBar())
        : await importDatabase(db, target, { drop: values.drop }, progressBar());
    const documents = manifest.collections.reduce((sum, collection) => sum + collection.count, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `${command === 'export' ? 'Exportate' : 'Importate'}: ${manifest.collections.length} colecții, ${documents} documente în ${seconds} s (${target}).\n`,
    );
  } finally {
    await client.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  const forPerson = error instanceof ConfigError || error instanceof ImportRefused;
  console.error(forPerson ? (error as Error).message : error);
  process.exit(1);
});
