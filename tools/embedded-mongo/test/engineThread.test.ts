import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongoThread } from '../src/engineThread';

describe('the engine in a thread of its own', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'engine-thread-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('answers over TCP, keeps what was written across a stop and a new start', async () => {
    const first = await startEmbeddedMongoThread({ dataDir: dir });
    const client = await MongoClient.connect(`${first.uri}/t`);
    await client.db().collection('songs').insertOne({ title: 'Doina' });
    await client.close();
    await first.stop();
    await first.stop();

    const again = await startEmbeddedMongoThread({ dataDir: dir });
    const reader = await MongoClient.connect(`${again.uri}/t`);
    expect(
      await reader
        .db()
        .collection('songs')
        .findOne({}, { projection: { _id: 0 } }),
    ).toEqual({ title: 'Doina' });
    await reader.close();
    await again.stop();
  });

  it('reports why it could not start (a data directory that is a file)', async () => {
    const file = path.join(dir, 'not-a-directory');
    writeFileSync(file, 'x');
    await expect(startEmbeddedMongoThread({ dataDir: file })).rejects.toThrow(/not-a-directory/);
  });
});
