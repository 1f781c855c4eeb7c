import { type Mailbox, startMailbox } from './mailbox';
import { startTestApi, type TestApi } from './testApi';

export interface ApiWithMailbox {
  readonly api: TestApi;
  readonly mailbox: Mailbox;
}

// Cheap captchas and no sign-in limit: these suites solve captchas and sign in many times.
const MANY_SIGN_INS = { ALTCHA_MAX_NUMBER: '500', RATE_LIMIT_AUTH_MAX: '1000' };

/**
 * The real app sending its mail to a local mailbox, started before the calling file's tests and stopped after
 * them. Read `api` and `mailbox` inside tests and hooks only: they exist once beforeAll has run.
 */
export function useApiWithMailbox(env: Record<string, string>): ApiWithMailbox {
  let started: ApiWithMailbox | undefined;
  beforeAll(async () => {
    const mailbox = await startMailbox();
    const api = await startTestApi({ SMTP_URL: mailbox.url, ...MANY_SIGN_INS, ...env });
    started = { api, mailbox };
  });
  afterAll(async () => {
    await started?.api.stop();
    await started?.mailbox.stop();
  });
  const current = (): ApiWithMailbox => {
    if (!started) throw new Error('useApiWithMailbox: read api and mailbox inside tests, after beforeAll');
    return started;
  };
  return {
    get api() {
      return current().api;
    },
    get mailbox() {
      return current().mailbox;
    },
  };
}
