import { DEFAULT_SEED_TABS, DEMO_NOW, DEMO_USERS, SEED, SeededRandom } from '@acorduri/demo-data';
import mongoose from 'mongoose';
import { seedArtists } from '../artists/artist.seed';
import { seedChords } from '../chords/chord.seed';
import { seedComments } from '../comments/comments.seed';
import { seedFavourites } from '../favourites/favourites.seed';
import { seedLessons } from '../lessons/lessons.seed';
import type { Logger } from '../logger';
import { seedRatings } from '../ratings/ratings.seed';
import { seedRequests } from '../requests/requests.seed';
import { planTabs, seedTabs } from '../tabs/tab.seed';
import { seedTabAttachments } from '../tabs/tabAttachment.seed';
import { seedTags } from '../tags/tag.seed';
import { seedUsers } from '../users/user.seed';
import { createMissingIndexes, deferIndexes } from './deferredIndexes';
import type { SeedContext, SeedOptions } from './seedContext';
import { type SeedProgress, SILENT_SEED_PROGRESS, type StepProgress } from './seedProgress';

/** A step's own random stream as the plain function some seed modules take. */
function streamOf(context: SeedContext, name: string): () => number {
  const random = context.random.fork(name);
  return () => random.next();
}

interface SeedStep {
  readonly name: string;
  readonly run: (context: SeedContext, progress: StepProgress) => Promise<unknown>;
}

/**
 * The steps in dependency order: users before the content they author, tags and artists before tabs. The plan
 * draws the tabs (ids, dates, public or not) without writing them, so comments, ratings and favourites are
 * written before the tabs and gather the tabs' counters; each tab is then written once with them. Then what
 * hangs off written tabs (attachments), requests with their votes, and lessons.
 */
const STEPS: readonly SeedStep[] = [
  {
    name: 'users',
    // The report and the log keep a count, not the 300 user documents.
    run: async (context, progress) => {
      progress.total(DEMO_USERS);
      const users = await seedUsers(DEMO_USERS, streamOf(context, 'users'), { now: context.now });
      progress.advance(users.length);
      return users.length;
    },
  },
  {
    name: 'chords',
    run: async (_context, progress) => {
      const report = await seedChords();
      progress.advance(report.insertedChords);
      return report;
    },
  },
  { name: 'tags', run: seedTags },
  { name: 'artists', run: seedArtists },
  { name: 'plan', run: planTabs },
  { name: 'comments', run: seedComments },
  { name: 'ratings', run: seedRatings },
  { name: 'favourites', run: seedFavourites },
  { name: 'tabs', run: seedTabs },
  { name: 'attachments', run: seedTabAttachments },
  { name: 'requests', run: seedRequests },
  { name: 'lessons', run: seedLessons },
  // The non-unique indexes of the collections that were empty are built once over their data (deferIndexes).
  { name: 'indexes', run: (_context, progress) => createMissingIndexes(progress) },
];

export interface SeedReport {
  readonly steps: { name: string; ms: number; result: unknown }[];
  readonly ms: number;
}

/** Empties every collection (indexes stay), for `--reset`. */
export async function emptyDatabase(): Promise<void> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('database not connected');
  for (const collection of await db.collections()) await collection.deleteMany({});
}

/**
 * Writes the demo archive. On a database holding part of it (an interrupted run) every step writes only what is
 * missing: the data and its ids are the same on every run, and counters are set, not added to.
 */
export async function seedDemo(
  logger: Logger,
  options: Partial<SeedOptions> = {},
  progress: SeedProgress = SILENT_SEED_PROGRESS,
): Promise<SeedReport> {
  const context: SeedContext = {
    random: new SeededRandom(SEED),
    logger,
    options: { tabs: options.tabs ?? DEFAULT_SEED_TABS },
    now: DEMO_NOW,
  };
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
  const started = performance.now();
  await deferIndexes();
  const steps: SeedReport['steps'] = [];
  for (const step of STEPS) {
    const stepStarted = performance.now();
    const result = await step.run(context, progress.step(step.name));
    const ms = Math.round(performance.now() - stepStarted);
    steps.push({ name: step.name, ms, result });
    logger.info({ step: step.name, ms, result }, 'seed step done');
  }
  progress.finish();
  return { steps, ms: Math.round(performance.now() - started) };
}
