import type { AppConfig } from './config/config';
import type { DatabaseEngine } from './db/resolveDatabase';
import type { Logger } from './logger';

/** What the app is built from; its own module so the route builders need not import app.ts, which imports them. */
export interface AppDependencies {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly dbEngine: DatabaseEngine;
}
