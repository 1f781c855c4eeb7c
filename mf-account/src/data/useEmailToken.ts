import { emailTokenSchema, VALIDATION_OPTIONS } from '@acorduri/contracts';
import useSWRImmutable from 'swr/immutable';

export type EmailTokenCall = 'verify-email' | 'confirm-email';

/**
 * Runs an emailed link's call once when its screen opens (spec §2: verification runs on load). The token is
 * checked with the shared rule first, so a damaged link is refused without a call; the call is never repeated
 * on focus or retried, because a token works only once.
 */
export function useEmailToken<T>(call: EmailTokenCall, token: string, run: (token: string) => Promise<T>) {
  const invalid = emailTokenSchema.validate({ token }, VALIDATION_OPTIONS).error?.details[0]?.message;
  const swr = useSWRImmutable(invalid ? null : ([call, token] as const), ([, value]) => run(value), {
    shouldRetryOnError: false,
  });
  return { ...swr, invalidToken: invalid };
}
