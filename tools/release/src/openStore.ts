import mongoose from 'mongoose';
import { fileReleaseStore } from './fileReleaseStore';
import { mongoReleaseStore } from './mongoReleaseStore';
import type { ReleaseStore } from './releaseStore';
import type { ReleaseSettings } from './settings';

/** The CLI's store: the registry file, or its own connection to MONGODB_URI (closed with the store). */
export async function openStore(settings: ReleaseSettings): Promise<ReleaseStore> {
  if (settings.store === 'file') return fileReleaseStore(settings.releasesDir);
  if (!settings.mongoUri) throw new Error('RELEASES_STORE=db cere MONGODB_URI.');
  const connection = await mongoose.createConnection(settings.mongoUri).asPromise();
  const store = mongoReleaseStore(connection);
  return { ...store, close: () => connection.close() };
}
