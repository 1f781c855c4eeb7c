/** The error catalogue of the spec (§8), shared by the API (response bodies) and the front-ends (alerts). */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Eroare (400). Vă rugăm să încercați mai târziu.',
  401: 'Acțiunea necesită autentificare.',
  403: 'Acțiunea necesită autorizare.',
  404: 'Eroare (404). Resursa nu a fost găsită.',
  429: 'Prea multe cereri. Vă rugăm să încercați mai târziu.',
  500: 'Eroare (500). Vă rugăm să încercați mai târziu.',
};

export const GENERIC_ERROR_MESSAGE = 'Eroare. Vă rugăm să încercați mai târziu.';

/** A delete or a favourite removal that did not answer `true`. */
export const OPERATION_FAILED_MESSAGE = 'A aparut o eroare.';

export function messageForStatus(status: number): string {
  return STATUS_MESSAGES[status] ?? GENERIC_ERROR_MESSAGE;
}

/**
 * What a failed call shows: the server's own messages for a 400 when it sent any, the catalogue's otherwise.
 * `errors` is the `{ errors: [...] }` list of the response body, when there was one.
 */
export function messagesForFailure(status: number, errors: readonly string[] | undefined): string[] {
  if (status === 400 && errors && errors.length > 0) return [...errors];
  return [messageForStatus(status)];
}
