/** The `Idempotency-Key` header that makes a retried write (comment, rating, request, tab) harmless. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Printable ASCII without spaces, as the front-ends' UUIDs are; long enough to be unguessable per user. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{16,128}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Cheia de idempotență nu este validă.',
  keyReused: 'Cheia de idempotență a fost folosită pentru o altă cerere.',
  inProgress: 'Aceeași cerere este încă în lucru. Vă rugăm să încercați din nou în câteva secunde.',
} as const;
