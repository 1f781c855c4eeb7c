import { calculateObjectSize, Long } from 'bson';
import { ErrorCodes, MongoCommandError } from '../errors';
import type { Doc } from './documents';

const DEFAULT_FIRST_BATCH = 101;
/**
 * Batches stop growing past this many bytes. mongod fills a reply up to 16 MiB; here a batch is sized and encoded
 * in one piece on the engine's only thread, and a getMore of 16 MiB (the API's sample of 3,000 tabs' trigrams is
 * about 8 MiB) held it for half a second or more, so batches are smaller and a large read takes more getMores,
 * with other connections answered between them. A single larger document still makes a batch of its own.
 */
const MAX_BATCH_BYTES = 2 * 1024 * 1024;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  readonly namespace: string;
  readonly docs: Doc[];
  position: number;
  lastUsed: number;
}

export interface CursorReply {
  cursor: { id: Long; ns: string; firstBatch?: Doc[]; nextBatch?: Doc[] };
}

/**
 * The next documents of a cursor, up to `batchSize` and MAX_BATCH_BYTES. A batch always takes its first document,
 * so documents are sized (a walk of each) only once a second one is considered: a point read sizes nothing.
 */
function takeBatch(cursor: OpenCursor, batchSize: number | undefined): Doc[] {
  const limit = batchSize && batchSize > 0 ? batchSize : Number.POSITIVE_INFINITY;
  const batch: Doc[] = [];
  let bytes = 0;
  while (cursor.position < cursor.docs.length && batch.length < limit) {
    const doc = cursor.docs[cursor.position]!;
    if (batch.length > 0) {
      if (batch.length === 1) bytes = calculateObjectSize(batch[0]!);
      bytes += calculateObjectSize(doc);
      if (bytes > MAX_BATCH_BYTES) break;
    }
    batch.push(doc);
    cursor.position += 1;
  }
  return batch;
}

/** Server-side cursors over fully computed results, served in batches through getMore. */
export class CursorRegistry {
  private readonly cursors = new Map<string, OpenCursor>();
  private nextId = 1n;

  /** Replies with the first batch; keeps a cursor open only when documents remain. */
  open(namespace: string, docs: Doc[], batchSize: number | undefined, singleBatch = false): CursorReply {
    const cursor: OpenCursor = { namespace, docs, position: 0, lastUsed: Date.now() };
    // batchSize 0 on find/aggregate means: open the cursor, return nothing yet.
    const firstBatch = batchSize === 0 ? [] : takeBatch(cursor, batchSize ?? DEFAULT_FIRST_BATCH);
    let id = Long.ZERO;
    if (!singleBatch && cursor.position < docs.length) {
      const key = this.nextId++;
      id = Long.fromBigInt(key);
      this.cursors.set(key.toString(), cursor);
    }
    return { cursor: { firstBatch, id, ns: namespace } };
  }

  getMore(id: Long, namespace: string, batchSize: number | undefined): CursorReply {
    const key = id.toString();
    const cursor = this.cursors.get(key);
    if (!cursor || cursor.namespace !== namespace) {
      throw new MongoCommandError(ErrorCodes.CursorNotFound, `cursor id ${key} not found`);
    }
    cursor.lastUsed = Date.now();
    const nextBatch = takeBatch(cursor, batchSize);
    const exhausted = cursor.position >= cursor.docs.length;
    if (exhausted) this.cursors.delete(key);
    return { cursor: { nextBatch, id: exhausted ? Long.ZERO : id, ns: namespace } };
  }

  kill(ids: readonly Long[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.cursors.delete(id.toString()) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  /** Drops cursors idle for longer than mongod's default cursor timeout (10 minutes). */
  expireIdle(now = Date.now()): void {
    for (const [key, cursor] of this.cursors) {
      if (now - cursor.lastUsed > IDLE_TIMEOUT_MS) this.cursors.delete(key);
    }
  }

  get openCount(): number {
    return this.cursors.size;
  }
}
