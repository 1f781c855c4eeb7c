import type { Types } from 'mongoose';
import { useSuiteFixture } from './suiteFixture';
import { startTestApi, type TestApi } from './testApi';
import { createUser, signedInAgent, type TestAgent, type UserOverrides } from './users';

export interface UserApi {
  readonly api: TestApi;
  /** Signed in as the suite's standard user. */
  readonly agent: TestAgent;
  readonly userId: Types.ObjectId;
}

/** The real app with one standard user signed in, for the calling describe block (see useSuiteFixture). */
export function useUserApi(user: UserOverrides = {}): UserApi {
  return useSuiteFixture(
    'useUserApi',
    async () => {
      const api = await startTestApi();
      const account = await createUser(user);
      return { api, agent: await signedInAgent(api.app, account), userId: account._id };
    },
    ({ api }) => api.stop(),
  );
}
