import mongoose, { type Model, mongo } from 'mongoose';

type Long = mongo.Long;

export interface LeanFindOptions {
  readonly projection?: Readonly<Record<string, 0 | 1>>;
  readonly sort?: Readonly<Record<string, 1 | -1>>;
  readonly skip?: number;
  /** The most documents wanted (at least 1); also the first batch's size, so a read within one batch (16 MB on
   * mongod, 2 MiB on the embedded engine) is one round trip. */
  readonly limit: number;
}

interface CursorReply<T> {
  cursor: { id: number | Long; firstBatch?: T[]; nextBatch?: T[] };
}

/**
 * A `find` sent as the plain command through the driver, for the hottest public reads (a tab by id or slug, a
 * list page): their filters hold values of the stored types already (ObjectIds, booleans, strings), so they
 * need neither mongoose's casting nor its query object, and a bounded answer needs no driver cursor. That
 * set-up (the query, the cursor, its options and its session handling) was about a third of such a read's CPU
 * on the HTTP thread. The same command any MongoDB server answers; an answer past one batch is read on with
 * `getMore`, as the driver's cursor would. Mongoose's debug hook (`mongoose.set('debug', fn)`) is told of each
 * find as mongoose tells it of its own, so counting a request's database calls still counts these.
 */
export async function leanFind<T>(
  model: Pick<Model<unknown>, 'db' | 'collection'>,
  filter: Readonly<Record<string, unknown>>,
  { projection, sort, skip, limit }: LeanFindOptions,
): Promise<T[]> {
  if (limit < 1) throw new RangeError(`leanFind: limit ${limit} (a find of limit 0 would be unbounded)`);
  const db = model.db.db;
  if (!db) throw new Error('leanFind: not connected');
  const collection = model.collection.collectionName;
  const options = { projection, sort, skip, limit };
  const debug = mongoose.get('debug');
  if (typeof debug === 'function') debug.call(model.collection, collection, 'find', filter, options);
  const command: Record<string, unknown> = { find: collection, filter, limit, batchSize: limit };
  if (projection) command.projection = projection;
  if (sort) command.sort = sort;
  if (skip) command.skip = skip;
  const first = (await db.command(command)) as unknown as CursorReply<T>;
  const documents = first.cursor.firstBatch ?? [];
  let cursorId = first.cursor.id;
  while (!isClosed(cursorId) && documents.length < limit) {
    const next = (await db.command({
      getMore: asLong(cursorId),
      collection,
      batchSize: limit - documents.length,
    })) as unknown as CursorReply<T>;
    documents.push(...(next.cursor.nextBatch ?? []));
    cursorId = next.cursor.id;
  }
  if (!isClosed(cursorId)) await db.command({ killCursors: collection, cursors: [asLong(cursorId)] });
  return documents;
}

const isClosed = (id: number | Long) => (typeof id === 'number' ? id === 0 : id.isZero());
/** A cursor id read back as a number (the reply's longs are promoted when they fit) must go back as a long. */
const asLong = (id: number | Long) => (typeof id === 'number' ? mongo.Long.fromNumber(id) : id);
