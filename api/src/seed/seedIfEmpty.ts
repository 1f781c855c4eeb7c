import { hashPassword } from '../auth/password';
import type { Logger } from '../logger';
import { UserModel } from '../users/user.model';
import { DEMO_ACCOUNTS } from './demoAccounts';

/** Loads the demo data into an empty database; an existing database is never touched. */
export async function seedIfEmpty(logger: Logger): Promise<boolean> {
  if ((await UserModel.estimatedDocumentCount()) > 0) return false;
  const started = Date.now();
  for (const account of DEMO_ACCOUNTS) {
    await UserModel.create({
      username: account.username,
      slug: account.username.replace(/_/g, '-'),
      email: account.email,
      passwordHash: await hashPassword(account.password),
      role: account.role,
      emailVerified: true,
    });
  }
  logger.info({ ms: Date.now() - started }, 'demo data seeded');
  return true;
}
