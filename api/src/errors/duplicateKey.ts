/** True for MongoDB's E11000: a unique index refused the write (one vote, rating or favourite per user). */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
