import { Types } from 'mongoose';
import { DEMO_ACCOUNTS } from '../seed/demoAccounts';
import type { SeedContext } from '../seed/seedContext';
import { TabModel } from '../tabs/tab.model';
import { ROLE, UserModel } from '../users/user.model';

export interface SeedTab {
  readonly _id: Types.ObjectId;
  readonly createdAt: Date;
}

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

async function load(): Promise<CommunitySeedData> {
  const [publicTabs, users, demo] = await Promise.all([
    TabModel.find({ isPublic: true }, { _id: 1, createdAt: 1 }).sort({ _id: 1 }).lean<SeedTab[]>(),
    UserModel.find({}, { _id: 1 }).sort({ _id: 1 }).lean(),
    STANDARD_DEMO_EMAIL ? UserModel.findOne({ email: STANDARD_DEMO_EMAIL }, { _id: 1 }).lean() : null,
  ]);
  return { publicTabs, users: users.map((user) => user._id), demoAccount: demo?._id };
}

/**
 * What the community seed steps read, loaded once per seed run: reading every tab back is the costly part of
 * these steps, and none of them adds tabs or users.
 */
export function communitySeedData(context: SeedContext): Promise<CommunitySeedData> {
  let data = loaded.get(context);
  if (!data) {
    data = load();
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
