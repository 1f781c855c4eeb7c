import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type EmbeddedMongo, startEmbeddedMongo } from '@acorduri/embedded-mongo';
import { BSON, type Db, GridFSBucket, MongoClient } from 'mongodb';
import { exportDatabase } from '../src/transfer/exportDatabase';
import { ImportRefused, importDatabase } from '../src/transfer/importDatabase';
import { SILENT_PROGRESS } from '../src/transfer/transferManifest';

const { Binary, Decimal128, Double, Int32, Long, ObjectId, EJSON } = BSON;

let engine: EmbeddedMongo;
let client: MongoClient;
let dir: string;

beforeAll(async () => {
  engine = await startEmbeddedMongo();
  client = await new MongoClient(engine.uri).connect();
  dir = mkdtempSync(path.join(tmpdir(), 'acorduri-transfer-'));
});

afterAll(async () => {
  await client.close();
  await engine.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A file bigger than one GridFS chunk, with every byte value. */
const MEDIA = Buffer.from(Array.from({ length: 600_000 }, (_, index) => (index * 7) % 256));

async function fillSource(db: Db): Promise<void> {
  await db.collection('tabs').insertMany(
    Array.from({ length: 2500 }, (_, index) => ({
      _id: new ObjectId(),
      title: `Cântec ${index} – ăâîșț`,
      views: new Int32(index),
      rating: new Double(index / 2),
      big: Long.fromString('9007199254740993'),
      price: Decimal128.fromString('12.50'),
      createdAt: new Date(Date.UTC(2020, 0, 1) + index * 60_000),
      tags: [new ObjectId(), { nested: [1, 'două', null] }],
      secret: new Binary(Buffer.from([0, 1, 2, index % 256]), 0),
    })),
  );
  await db.collection('tabs').createIndex({ title: 1 }, { unique: true });
  await db.collection('tabs').createIndex({ createdAt: -1, _id: -1 }, { name: 'newest' });
  await db
    .collection('sessions')
    .insertOne({ _id: 'token' as never, expiresAt: new Date(Date.now() + 3_600_000) });
  await db.collection('sessions').createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  await db.createCollection('empty');
  const bucket = new GridFSBucket(db, { bucketName: 'media' });
  await pipeline(
    Readable.from([MEDIA]),
    bucket.openUploadStream('melodie.mid', { metadata: { kind: 'midi', contentType: 'audio/midi' } }),
  );
}

/** Every collection's documents as canonical EJSON ordered by _id, and its indexes without the server's fields. */
async function snapshot(db: Db) {
  const collections = (await db.listCollections({ type: 'collection' }).toArray())
    .map((info) => info.name)
    .sort();
  const entries = await Promise.all(
    collections.map(async (name) => {
      // Unpromoted values keep their BSON wrappers, so Int32 and Double (or Long) never compare equal.
      const documents = await db
        .collection(name)
        .find({}, { promoteValues: false, promoteLongs: false })
        .sort({ _id: 1 })
        .toArray();
      const indexes = (await db.collection(name).listIndexes().toArray())
        .map(({ v: _v, ns: _ns, ...index }) => index)
        .sort((a, b) => String(a.name).localeCompare(String(b.name)));
      return [name, { documents: documents.map((doc) => EJSON.stringify(doc, { relaxed: false })), indexes }];
    }),
  );
  return Object.fromEntries(entries);
}

async function download(db: Db, filename: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of new GridFSBucket(db, { bucketName: 'media' }).openDownloadStreamByName(filename))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('db:export and db:import', () => {
  it('carries every document, index and GridFS file from one database to another unchanged', async () => {
    const source = client.db('transfer_source');
    const target = client.db('transfer_target');
    await fillSource(source);

    const exported = await exportDatabase(source, dir, SILENT_PROGRESS);
    expect(exported.collections.map((collection) => [collection.name, collection.count])).toEqual([
      ['empty', 0],
      ['media.chunks', 3],
      ['media.files', 1],
      ['sessions', 1],
      ['tabs', 2500],
    ]);
    await importDatabase(target, dir, { drop: false }, SILENT_PROGRESS);

    expect(await snapshot(target)).toEqual(await snapshot(source));
    expect((await download(target, 'melodie.mid')).equals(MEDIA)).toBe(true);
    const tab = await target.collection('tabs').findOne({ views: 3 }, { promoteValues: false });
    expect(tab?.views).toBeInstanceOf(Int32);
    expect(tab?.rating).toBeInstanceOf(Double);
    expect(tab?.big).toBeInstanceOf(Long);
    await expect(target.collection('tabs').insertOne({ title: tab?.title.toString() })).rejects.toMatchObject(
      {
        code: 11000,
      },
    );
  });

  it('refuses to import over collections holding data unless asked to drop them', async () => {
    const target = client.db('transfer_target');
    await target.collection('tabs').deleteOne({ views: 0 });
    await expect(importDatabase(target, dir, { drop: false }, SILENT_PROGRESS)).rejects.toBeInstanceOf(
      ImportRefused,
    );
    expect(await target.collection('tabs').countDocuments()).toBe(2499);
    await importDatabase(target, dir, { drop: true }, SILENT_PROGRESS);
    expect(await snapshot(target)).toEqual(await snapshot(client.db('transfer_source')));
  });

  it('refuses a folder without a complete export', async () => {
    await expect(
      importDatabase(client.db('transfer_other'), tmpdir(), { drop: false }, SILENT_PROGRESS),
    ).rejects.toBeInstanceOf(ImportRefused);
  });
});
