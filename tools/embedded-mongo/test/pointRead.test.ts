import net from 'node:net';
import { deserialize, ObjectId, serialize } from 'bson';
import { type EmbeddedMongo, startEmbeddedMongo } from '../src';
import type { ServerState } from '../src/commands/context';
import { runCommand } from '../src/commands/runCommand';
import type { Doc } from '../src/engine/documents';
import { Engine } from '../src/engine/Engine';

// The work of the commonest read, a find by _id, counted (never timed): what it sizes, reads and writes.

/** The module object the engine's own imports read from (a namespace import would be a copy of it). */
const bsonModule: typeof import('bson') = jest.requireActual('bson');

const DOCS = 50;

function seeded(): { engine: Engine; ids: ObjectId[] } {
  const engine = new Engine();
  const ids = Array.from({ length: DOCS }, () => new ObjectId());
  run(engine, {
    insert: 'tabs',
    documents: ids.map((_id, i) => ({ _id, title: `Cântecul ${i}`, isPublic: i % 2 === 0 })),
    $db: 'point',
  });
  run(engine, {
    createIndexes: 'tabs',
    indexes: [{ key: { isPublic: 1, _id: 1 }, name: 'isPublic_1__id_1' }],
    $db: 'point',
  });
  return { engine, ids };
}

function run(engine: Engine, command: Doc): Doc {
  const reply = runCommand({ engine, server: {} as ServerState, command, connectionId: 1 });
  if (reply instanceof Promise) throw new Error('a point read answers at once');
  expect(reply.ok).toBe(1);
  return reply;
}

const firstBatch = (reply: Doc) => (reply.cursor as { firstBatch: Doc[] }).firstBatch;

describe('a find by _id', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sizes no document for its one-document batch; a batch of several sizes each of its documents once', () => {
    const { engine, ids } = seeded();
    const sized = jest.spyOn(bsonModule, 'calculateObjectSize');
    const point = run(engine, {
      find: 'tabs',
      filter: { _id: ids[7] },
      limit: 1,
      singleBatch: true,
      $db: 'point',
    });
    expect(firstBatch(point)).toEqual([{ _id: ids[7], title: 'Cântecul 7', isPublic: false }]);
    expect(sized).not.toHaveBeenCalled();

    const batch = run(engine, { find: 'tabs', filter: {}, batchSize: 5, $db: 'point' });
    expect(firstBatch(batch)).toHaveLength(5);
    expect(sized).toHaveBeenCalledTimes(5);
  });

  it('is the _id index point under a hint-free, sort-free filter, and the general plan otherwise', () => {
    const { engine, ids } = seeded();
    const explained = (command: Doc) => {
      const reply = run(engine, { explain: command, verbosity: 'executionStats', $db: 'point' });
      const winningPlan = (reply.queryPlanner as Doc).winningPlan as Doc;
      const stats = reply.executionStats as Doc;
      return {
        index: (winningPlan.inputStage as Doc).indexName,
        keys: stats.totalKeysExamined,
        docs: stats.totalDocsExamined,
      };
    };
    expect(explained({ find: 'tabs', filter: { _id: ids[3] } })).toEqual({ index: '_id_', keys: 1, docs: 1 });
    expect(explained({ find: 'tabs', filter: { _id: ids[3] }, hint: 'isPublic_1__id_1' })).toEqual({
      index: 'isPublic_1__id_1',
      keys: DOCS,
      docs: DOCS,
    });
    const sorted = run(engine, { find: 'tabs', filter: { _id: ids[3] }, sort: { title: -1 }, $db: 'point' });
    expect(firstBatch(sorted)).toEqual([{ _id: ids[3], title: 'Cântecul 3', isPublic: false }]);
    const missing = run(engine, { find: 'tabs', filter: { _id: new ObjectId() }, limit: 1, $db: 'point' });
    expect(firstBatch(missing)).toEqual([]);
  });
});

describe('the wire server', () => {
  let embedded: EmbeddedMongo;

  beforeAll(async () => {
    embedded = await startEmbeddedMongo();
  });

  afterAll(async () => {
    await embedded.stop();
  });

  afterEach(() => jest.restoreAllMocks());

  it('sends each reply as one socket write of the whole message', async () => {
    const client = net.connect(embedded.port, embedded.host);
    await new Promise((resolve) => client.once('connect', resolve));
    const writes: number[] = [];
    const write = net.Socket.prototype.write;
    jest.spyOn(net.Socket.prototype, 'write').mockImplementation(function (this: net.Socket, ...args) {
      const [chunk] = args as [Uint8Array];
      if (this !== client) writes.push(chunk.length);
      return write.apply(this, args as Parameters<typeof write>);
    });
    const replies: Buffer[] = [];
    let received = Buffer.alloc(0);
    const answered = new Promise<void>((resolve) => {
      client.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        while (received.length >= 4 && received.length >= received.readInt32LE(0)) {
          replies.push(received.subarray(0, received.readInt32LE(0)));
          received = received.subarray(received.readInt32LE(0));
        }
        if (replies.length === 2) resolve();
      });
    });
    const request = (requestId: number, command: Doc) => {
      const body = serialize(command);
      const message = Buffer.alloc(21 + body.length);
      message.writeInt32LE(message.length, 0);
      message.writeInt32LE(requestId, 4);
      message.writeInt32LE(2013, 12);
      message.set(body, 21);
      return message;
    };
    const id = new ObjectId();
    client.write(
      request(1, { insert: 'tabs', documents: [{ _id: id, body: 'x'.repeat(4000) }], $db: 'wire' }),
    );
    client.write(request(2, { find: 'tabs', filter: { _id: id }, limit: 1, singleBatch: true, $db: 'wire' }));
    await answered;
    client.destroy();

    expect(writes).toEqual(replies.map((reply) => reply.length));
    const found = deserialize(replies[1]!.subarray(21));
    expect(replies[1]!.readInt32LE(8)).toBe(2);
    expect(found.cursor.firstBatch[0]._id).toEqual(id);
  });
});
