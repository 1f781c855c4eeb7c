import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BSON, type Collection, type Db, type Document } from 'mongodb';
import {
  type CollectionManifest,
  EXPORT_FORMAT,
  type ExportManifest,
  MANIFEST_FILE,
  type TransferProgress,
} from './transferManifest';

const BATCH_SIZE = 1000;

/** Canonical EJSON keeps every BSON type (Int32 vs Double, Long, Decimal128, Binary subtypes, dates) exact. */
async function* ejsonLines(collection: Collection, progress: TransferProgress): AsyncGenerator<string> {
  let pending = 0;
  // Unpromoted: a promoted integral Double or small Long would be written back as an Int32.
  const documents = collection.find({}, { batchSize: BATCH_SIZE, promoteValues: false, promoteLongs: false });
  for await (const document of documents) {
    yield `${BSON.EJSON.stringify(document, { relaxed: false })}\n`;
    pending += 1;
    if (pending === BATCH_SIZE) {
      progress.advance(pending);
      pending = 0;
    }
  }
  progress.advance(pending);
}

async function exportCollection(
  db: Db,
  name: string,
  options: Document,
  dir: string,
  progress: TransferProgress,
): Promise<CollectionManifest> {
  const collection = db.collection(name);
  progress.start(name, await collection.estimatedDocumentCount());
  const file = `${name}.ejson`;
  let count = 0;
  const counted = async function* () {
    for await (const line of ejsonLines(collection, progress)) {
      count += 1;
      yield line;
    }
  };
  // Streamed with back-pressure: no collection is ever held in memory.
  await pipeline(Readable.from(counted()), createWriteStream(path.join(dir, file)));
  const indexes = (await collection.listIndexes().toArray()).map(({ v: _v, ns: _ns, ...index }) => index);
  return { name, count, file, options, indexes };
}

/**
 * Writes every collection of `db` (GridFS buckets included: their `.files` and `.chunks` collections carry the
 * files byte for byte) to `dir` as one canonical EJSON document per line, with their indexes in the manifest.
 */
export async function exportDatabase(
  db: Db,
  dir: string,
  progress: TransferProgress,
): Promise<ExportManifest> {
  await mkdir(dir, { recursive: true });
  const listed = await db.listCollections({ type: 'collection' }).toArray();
  const names = listed
    .filter((info) => !info.name.startsWith('system.'))
    .sort((a, b) => a.name.localeCompare(b.name));
  const collections: CollectionManifest[] = [];
  for (const info of names) {
    collections.push(
      await exportCollection(db, info.name, 'options' in info ? (info.options ?? {}) : {}, dir, progress),
    );
  }
  progress.finish();
  const manifest: ExportManifest = {
    format: EXPORT_FORMAT,
    database: db.databaseName,
    exportedAt: new Date().toISOString(),
    collections,
  };
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
