import { ApiError } from '@acorduri/contracts';
import { MESSAGES } from '../../messages';

/** Spec §8 for sign-in: 401 wrong credentials, 400 the server's list, other statuses and exceptions generic. */
export function loginFailureMessages(error: unknown): readonly string[] {
  if (error instanceof ApiError) {
    if (error.status === 401) return [MESSAGES.loginWrongCredentials];
    if (error.status === 400) return error.messages;
    return [MESSAGES.loginUnexpected];
  }
  return [MESSAGES.loginException(error instanceof Error ? error.message : String(error))];
}
