import type { Logger } from '../logger';
import { UserModel } from '../users/user.model';
import { seedDemo } from './seedDemo';

/** Loads the demo archive into an empty database (first start); an existing database is never touched. */
export async function seedIfEmpty(logger: Logger): Promise<boolean> {
  if ((await UserModel.estimatedDocumentCount()) > 0) return false;
  logger.info('empty database: writing the demo archive (npm run seed -w api does the same on demand)');
  const report = await seedDemo(logger);
  logger.info({ ms: report.ms }, 'demo data seeded');
  return true;
}
