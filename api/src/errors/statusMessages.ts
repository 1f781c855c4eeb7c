/** Messages of the spec's error catalogue (§8), keyed by HTTP status. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Eroare (400). Vă rugăm să încercați mai târziu.',
  401: 'Acțiunea necesită autentificare.',
  403: 'Acțiunea necesită autorizare.',
  404: 'Eroare (404). Resursa nu a fost găsită.',
  429: 'Prea multe cereri. Vă rugăm să încercați mai târziu.',
  500: 'Eroare (500). Vă rugăm să încercați mai târziu.',
};

export const GENERIC_ERROR_MESSAGE = 'Eroare. Vă rugăm să încercați mai târziu.';

export function messageForStatus(status: number): string {
  return STATUS_MESSAGES[status] ?? GENERIC_ERROR_MESSAGE;
}
