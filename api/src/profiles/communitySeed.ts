import { Types } from 'mongoose';
import { DEMO_ACCOUNTS } from '../seed/demoAccounts';
import type { SeedContext } from '../seed/seedContext';
import { TabModel } from '../tabs/tab.model';
import {
  addPlannedTabCounters,
  plannedPublicTabs,
  type SeedTab,
  type TabCounterFields,
} from '../tabs/tabSeedPlan';
import { ROLE, UserModel } from '../users/user.model';

export type { SeedTab } from '../tabs/tabSeedPlan';

export interface CommunitySeedData {
  /** Public tabs in id order: what comments, ratings and favourites hang off. */
  readonly publicTabs: readonly SeedTab[];
  /** Every user id in id order. */
  readonly users: readonly Types.ObjectId[];
  /** The documented standard demo account, given some of everything so its account pages show rows. */
  readonly demoAccount: Types.ObjectId | undefined;
}

const STANDARD_DEMO_EMAIL = DEMO_ACCOUNTS.find((account) => account.role === ROLE.standard)?.email;
const loaded = new WeakMap<SeedContext, Promise<CommunitySeedData>>();

async function load(context: SeedContext): Promise<CommunitySeedData> {
  const planned = plannedPublicTabs(context);
  const [publicTabs, users, demo] = await Promise.all([
    planned ?? TabModel.find({ isPublic: true }, { _id: 1, createdAt: 1 }).sort({ _id: 1 }).lean<SeedTab[]>(),
    UserModel.find({}, { _id: 1 }).sort({ _id: 1 }).lean(),
    STANDARD_DEMO_EMAIL ? UserModel.findOne({ email: STANDARD_DEMO_EMAIL }, { _id: 1 }).lean() : null,
  ]);
  return { publicTabs, users: users.map((user) => user._id), demoAccount: demo?._id };
}

/**
 * What the community seed steps read, loaded once per seed run: the public tabs come from the run's plan (the
 * tabs are written after these steps), or from the database when the steps run on their own.
 */
export function communitySeedData(context: SeedContext): Promise<CommunitySeedData> {
  let data = loaded.get(context);
  if (!data) {
    data = load(context);
    loaded.set(context, data);
  }
  return data;
}

/**
 * `$set` updates by hex id for `Model.collection.bulkWrite`: the driver's own bulk write skips mongoose's casting,
 * several times faster for the thousands of counter updates of a seed.
 */
export function setByIdUpdates(values: Iterable<[string, Record<string, number>]>) {
  return [...values].map(([id, fields]) => ({
    updateOne: { filter: { _id: new Types.ObjectId(id) }, update: { $set: fields } },
  }));
}

const writtenTabs = new WeakMap<SeedContext, Promise<Set<string>>>();

async function tabIdsInDatabase(): Promise<Set<string>> {
  const tabs = await TabModel.collection.find({}, { projection: { _id: 1 } }).toArray();
  return new Set(tabs.map((tab) => String(tab._id)));
}

/**
 * Sets tab counters gathered by a community step: tabs this run writes later take them from the plan; tabs
 * already in the database (a resumed seed, or the steps run on their own) are updated.
 */
export async function writeTabCounters(
  context: SeedContext,
  values: ReadonlyMap<string, TabCounterFields>,
): Promise<void> {
  if (values.size === 0) return;
  let updates: Iterable<[string, TabCounterFields]> = values;
  if (plannedPublicTabs(context)) {
    addPlannedTabCounters(context, values);
    let written = writtenTabs.get(context);
    if (!written) {
      written = tabIdsInDatabase();
      writtenTabs.set(context, written);
    }
    const inDatabase = await written;
    updates = [...values].filter(([id]) => inDatabase.has(id));
  }
  const operations = setByIdUpdates(updates);
  if (operations.length > 0) await TabModel.collection.bulkWrite(operations, { ordered: false });
}
