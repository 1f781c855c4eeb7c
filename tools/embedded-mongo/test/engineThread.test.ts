import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { ENGINE_YOUNG_GENERATION_MB, startEmbeddedMongoThread } from '../src/engineThread';

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

  it("runs with a young generation four times V8's default, reported by serverStatus", async () => {
    const engine = await startEmbeddedMongoThread();
    const client = await MongoClient.connect(engine.uri);
    const status = await client.db('admin').command({ serverStatus: 1 });
    expect(status.embeddedEngine.heapLimitsMb.youngGeneration).toBe(ENGINE_YOUNG_GENERATION_MB);
    await client.close();
    await engine.stop();
  });

  it('answers on a Unix domain socket too, replacing a stale socket file and removing its own at stop', async () => {
    const socketPath = path.join(dir, 'engine.sock');
    // A process killed while it listened leaves its socket file behind.
    const listenThenDie = `require('net').createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, 'SIGKILL'))`;
    spawnSync(process.execPath, ['-e', listenThenDie]);
    expect(lstatSync(socketPath).isSocket()).toBe(true);
    const engine = await startEmbeddedMongoThread({ socketPath });
    expect(engine.socketUri).toBe(`mongodb://${encodeURIComponent(socketPath)}`);
    const local = await MongoClient.connect(`${engine.socketUri}/t`);
    const remote = await MongoClient.connect(`${engine.uri}/t`);
    await local.db().collection('songs').insertOne({ title: 'Hora' });
    expect(await remote.db().collection('songs').countDocuments({ title: 'Hora' })).toBe(1);
    await Promise.all([local.close(), remote.close()]);
    await engine.stop();
    expect(existsSync(socketPath)).toBe(false);
  });

  it('never replaces a file at the socket path that is not a socket', async () => {
    const socketPath = path.join(dir, 'not-a-socket');
    writeFileSync(socketPath, 'x');
    await expect(startEmbeddedMongoThread({ socketPath })).rejects.toThrow(/EADDRINUSE/);
    expect(readFileSync(socketPath, 'utf8')).toBe('x');
  });

  it('reports why it could not start (a data directory that is a file)', async () => {
    const file = path.join(dir, 'not-a-directory');
    writeFileSync(file, 'x');
    await expect(startEmbeddedMongoThread({ dataDir: file })).rejects.toThrow(/not-a-directory/);
  });
});
