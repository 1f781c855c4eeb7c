import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { BSON, type Db, type Document, type IndexDescription } from 'mongodb';
import {
  type CollectionManifest,
  EXPORT_FORMAT,
  type ExportManifest,
  MANIFEST_FILE,
  type TransferProgress,
} from './transferManifest';

const BATCH_SIZE = 1000;

/** A refusal meant for the person running the import (printed without a stack). */
export class ImportRefused extends Error {
  override readonly name = 'ImportRefused';
}

export interface ImportOptions {
  /** Replace collections that already hold documents (otherwise the import refuses to touch them). */
  readonly drop: boolean;
}

async function readManifest(dir: string): Promise<ExportManifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new ImportRefused(`${dir} nu conține un export complet (lipsește ${MANIFEST_FILE}).`);
  }
  const manifest = JSON.parse(text) as ExportManifest;
  if (manifest.format !== EXPORT_FORMAT) {
    throw new ImportRefused(`Format de export necunoscut: ${String(manifest.format)}.`);
  }
  return manifest;
}

async function occupiedCollections(db: Db, manifest: ExportManifest): Promise<string[]> {
  const occupied: string[] = [];
  for (const { name } of manifest.collections) {
    if ((await db.collection(name).estimatedDocumentCount()) > 0) occupied.push(name);
  }
  return occupied;
}

async function importCollection(db: Db, dir: string, entry: CollectionManifest, progress: TransferProgress) {
  await db
    .collection(entry.name)
    .drop()
    .catch(() => false);
  await db.createCollection(entry.name, entry.options);
  const collection = db.collection(entry.name);
  progress.start(entry.name, entry.count);
  const lines = createInterface({ input: createReadStream(path.join(dir, entry.file)), crlfDelay: Infinity });
  let batch: Document[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await collection.insertMany(batch, { ordered: true, bypassDocumentValidation: true });
    progress.advance(batch.length);
    batch = [];
  };
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(BSON.EJSON.parse(line, { relaxed: false }) as Document);
    if (batch.length === BATCH_SIZE) await flush();
  }
  await flush();
  // Indexes after the data: one build per index instead of an update per insert.
  const indexes = entry.indexes.filter((index) => index.name !== '_id_') as IndexDescription[];
  if (indexes.length > 0) await collection.createIndexes(indexes);
}

/**
 * Loads an export into `db`: every collection with its options, documents (streamed in batches) and indexes.
 * Collections that already hold documents are refused unless `drop` is set; others in `db` are left alone.
 */
export async function importDatabase(
  db: Db,
  dir: string,
  options: ImportOptions,
  progress: TransferProgress,
): Promise<ExportManifest> {
  const manifest = await readManifest(dir);
  const occupied = await occupiedCollections(db, manifest);
  if (occupied.length > 0 && !options.drop) {
    throw new ImportRefused(
      `Baza de date ${db.databaseName} conține deja date în: ${occupied.join(', ')}. Rulați cu --drop pentru a le înlocui.`,
    );
  }
  for (const entry of manifest.collections) await importCollection(db, dir, entry, progress);
  progress.finish();
  return manifest;
}
