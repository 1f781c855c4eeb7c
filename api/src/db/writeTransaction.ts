import mongoose, { type ClientSession } from 'mongoose';

let transactionsAvailable = false;

/**
 * Reads from the server's handshake whether it runs multi-document transactions: a replica set member or a mongos
 * does; a standalone mongod and the embedded engine refuse them.
 */
export async function detectTransactions(): Promise<boolean> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  const hello = await db.admin().command({ hello: 1 });
  transactionsAvailable = typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
  return transactionsAvailable;
}

export const transactionsSupported = (): boolean => transactionsAvailable;

/**
 * Runs a write and its counter updates as one transaction when the database allows it (the driver retries
 * transient conflicts, so `work` may run more than once), otherwise as plain writes without a session; the
 * recount after an unclean stop (counters/recountGuard) repairs what a crash between those plain writes leaves.
 * `work` must pass the session to every write and keep side effects (cache invalidation) until it returns.
 */
export async function inWriteTransaction<T>(work: (session?: ClientSession) => Promise<T>): Promise<T> {
  if (!transactionsAvailable) return work(undefined);
  const session = await mongoose.startSession();
  try {
    return await session.withTransaction(() => work(session));
  } finally {
    await session.endSession();
  }
}
