import { ApiError, messagesOfError, pushErrorAlert } from '@acorduri/contracts';

/**
 * What a failed action shows next to itself. A 401/403 goes to the shell instead (spec §8: the session is cleared
 * and the catalogue's message shown), so the reader is not told twice.
 */
export function failureMessages(error: unknown): readonly string[] {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    pushErrorAlert(error);
    return [];
  }
  return messagesOfError(error);
}
