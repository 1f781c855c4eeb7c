import type { AreaReleaseState, ReleaseRecord } from '@acorduri/contracts';
import { type Connection, type Model, Schema } from 'mongoose';
import type { ReleaseStore } from './releaseStore';

const releaseSchema = new Schema<ReleaseRecord>(
  {
    remote: { type: String, required: true },
    version: { type: String, required: true },
    commit: { type: String, required: true },
    builtAt: { type: String, required: true },
    releasedAt: { type: String, required: true },
    shared: { type: Schema.Types.Mixed, required: true },
    size: { type: Number, required: true },
  },
  { collection: 'releases', versionKey: false },
);
releaseSchema.index({ remote: 1, version: 1 }, { unique: true });
releaseSchema.index({ remote: 1, releasedAt: 1 });

const canarySchema = new Schema(
  { version: String, audience: String, share: Number },
  { _id: false, versionKey: false },
);
const areaSchema = new Schema<AreaReleaseState & { _id: string }>(
  {
    _id: { type: String, required: true },
    remote: { type: String, required: true },
    live: { type: String, default: null },
    canary: { type: canarySchema, default: null },
  },
  { collection: 'release_areas', versionKey: false },
);

const withoutId = <T extends object>(doc: T): Omit<T, '_id'> => {
  const { _id, ...rest } = doc as T & { _id?: unknown };
  return rest;
};

/**
 * The registry in MongoDB: `releases` (one document per release) and `release_areas` (one document per area with
 * its live pointer and canary, each change one atomic update), so every API instance serves the same manifest.
 */
export function mongoReleaseStore(connection: Connection): ReleaseStore {
  const Release =
    (connection.models.Release as Model<ReleaseRecord> | undefined) ??
    connection.model<ReleaseRecord>('Release', releaseSchema);
  const ReleaseArea =
    (connection.models.ReleaseArea as Model<AreaReleaseState & { _id: string }> | undefined) ??
    connection.model<AreaReleaseState & { _id: string }>('ReleaseArea', areaSchema);
  return {
    async releases(remote) {
      const docs = await Release.find(remote ? { remote } : {})
        .sort({ releasedAt: 1, _id: 1 })
        .lean<ReleaseRecord[]>();
      return docs.map(withoutId) as ReleaseRecord[];
    },
    async addRelease(record) {
      // $setOnInsert keeps the first record when the same build is released again.
      await Release.updateOne(
        { remote: record.remote, version: record.version },
        { $setOnInsert: record },
        { upsert: true },
      );
    },
    async areaStates() {
      const docs = await ReleaseArea.find({}).lean<(AreaReleaseState & { _id: string })[]>();
      return docs.map((doc) => ({ remote: doc.remote, live: doc.live ?? null, canary: doc.canary ?? null }));
    },
    async updateArea(remote, change) {
      await ReleaseArea.updateOne({ _id: remote }, { $set: { remote, ...change } }, { upsert: true });
    },
    close: async () => undefined,
  };
}
