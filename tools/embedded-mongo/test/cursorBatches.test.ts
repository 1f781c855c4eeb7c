import { calculateObjectSize, type Long } from 'bson';
import type { ServerState } from '../src/commands/context';
import { runCommand } from '../src/commands/runCommand';
import type { Doc } from '../src/engine/documents';
import { Engine } from '../src/engine/Engine';

// The engine's own batch limit (mongod's is 16 MiB): always against the engine.

const MIB = 1024 * 1024;

function run(engine: Engine, command: Doc): Doc {
  const reply = runCommand({ engine, server: {} as ServerState, command, connectionId: 1 });
  if (reply instanceof Promise) throw new Error('answers at once');
  expect(reply.ok).toBe(1);
  return reply;
}

describe('a read of many large documents', () => {
  it('comes in batches of about 2 MiB, every document once and in order', () => {
    const engine = new Engine();
    const docs = Array.from({ length: 30 }, (_, n) => ({
      _id: n,
      grams: Array.from({ length: 30_000 }, () => 'abc'),
    }));
    run(engine, { insert: 'tabs', documents: docs, $db: 'batches' });
    const size = calculateObjectSize(docs[0]!);
    expect(size * docs.length).toBeGreaterThan(8 * MIB);

    let cursor = run(engine, { find: 'tabs', filter: {}, sort: { _id: 1 }, $db: 'batches' }).cursor as {
      id: Long;
      firstBatch?: Doc[];
      nextBatch?: Doc[];
    };
    const batches = [cursor.firstBatch!];
    while (!cursor.id.isZero()) {
      cursor = run(engine, { getMore: cursor.id, collection: 'tabs', $db: 'batches' })
        .cursor as typeof cursor;
      batches.push(cursor.nextBatch!);
    }
    expect(batches.flat().map((doc) => doc._id)).toEqual(docs.map((doc) => doc._id));
    expect(batches.length).toBeGreaterThanOrEqual(4);
    for (const batch of batches) expect(batch.length * size).toBeLessThanOrEqual(2 * MIB + size);
  });
});
