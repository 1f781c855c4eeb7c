import { ROLE } from '../../src/users/user.model';
import { useSuiteFixture } from './suiteFixture';
import { startTestApi, type TestApi } from './testApi';
import { createUser, signedInAgent, type TestAgent, type UserOverrides } from './users';

export interface AdminApi {
  readonly api: TestApi;
  /** Signed in as a new administrator whose address is `adminEmail`. */
  readonly admin: TestAgent;
  readonly adminEmail: string;
  /** Signed in as a new standard user, for the 403 checks. */
  readonly standard: TestAgent;
}

export interface AdminApiOptions {
  readonly env?: Record<string, string>;
  /** The administrator's name, address… for suites that look for them; unique when left out. */
  readonly admin?: UserOverrides;
}

/**
 * The real app with an administrator and a standard user signed in, started before the calling file's tests and
 * stopped after them. Read the fields inside tests and hooks only: they exist once beforeAll has run.
 */
export function useAdminApi({ env = {}, admin: adminFields = {} }: AdminApiOptions = {}): AdminApi {
  return useSuiteFixture(
    'useAdminApi',
    async () => {
      const api = await startTestApi(env);
      const account = await createUser({ ...adminFields, role: ROLE.admin });
      const admin = await signedInAgent(api.app, account);
      const standard = await signedInAgent(api.app);
      return { api, admin, adminEmail: account.email, standard };
    },
    ({ api }) => api.stop(),
  );
}
