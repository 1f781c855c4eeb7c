import { fileReleaseStore, mongoReleaseStore, type ReleaseStore } from '@acorduri/release';
import mongoose from 'mongoose';
import type { AppConfig } from '../config/config';

/**
 * The app's release registry: the file the CLI writes beside the releases, or MongoDB (the app's own connection),
 * the same store code the CLI uses (tools/release).
 */
export function appReleaseStore(config: AppConfig): ReleaseStore {
  return config.releases.store === 'db'
    ? mongoReleaseStore(mongoose.connection)
    : fileReleaseStore(config.releases.dir);
}
