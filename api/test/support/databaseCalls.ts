import mongoose from 'mongoose';

/** One call the API sent to the database: its collection, method and arguments (filter, projection, options). */
export interface DatabaseCall {
  readonly collection: string;
  readonly method: string;
  readonly args: readonly unknown[];
}

/** Every call the API sends to the database while `run` runs (mongoose's debug hook), in order. */
export async function databaseCallsDuring(run: () => Promise<unknown>): Promise<DatabaseCall[]> {
  const calls: DatabaseCall[] = [];
  mongoose.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    calls.push({ collection, method, args });
  });
  try {
    await run();
  } finally {
    mongoose.set('debug', false);
  }
  return calls;
}

/** How many `method` calls on `collection` the API sends while `run` runs. */
export async function callsDuring(
  collection: string,
  method: string,
  run: () => Promise<unknown>,
): Promise<number> {
  const calls = await databaseCallsDuring(run);
  return calls.filter((call) => call.collection === collection && call.method === method).length;
}
