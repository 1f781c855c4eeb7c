import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaKind } from '@acorduri/contracts';
import mongoose, { type mongo, type Types } from 'mongoose';
import { contentTypeOf } from './mediaFiles';

/** GridFS collections media.files and media.chunks. */
export const MEDIA_BUCKET = 'media';

export interface StoredFileMetadata {
  readonly kind: MediaKind;
  readonly contentType: string;
}

export type StoredFile = mongo.GridFSFile & { metadata: StoredFileMetadata };

const buckets = new WeakMap<mongo.Db, mongo.GridFSBucket>();

function bucket(): mongo.GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw new Error('database not connected');
  let existing = buckets.get(db);
  if (!existing) {
    existing = new mongoose.mongo.GridFSBucket(db, { bucketName: MEDIA_BUCKET });
    buckets.set(db, existing);
  }
  return existing;
}

/** Every stored version of a file, newest first (an upload deletes the versions it replaces). */
async function versionsOf(kind: MediaKind, filename: string): Promise<StoredFile[]> {
  const files = await bucket()
    .find({ filename, 'metadata.kind': kind }, { sort: { uploadDate: -1, _id: -1 } })
    .toArray();
  return files as StoredFile[];
}

export async function findMediaFile(kind: MediaKind, filename: string): Promise<StoredFile | undefined> {
  return (await versionsOf(kind, filename))[0];
}

/** Stores the file under the folder and name, replacing an earlier file of that name. */
export async function putMediaFile(kind: MediaKind, filename: string, data: Buffer): Promise<StoredFile> {
  const metadata: StoredFileMetadata = { kind, contentType: contentTypeOf(filename) };
  const upload = bucket().openUploadStream(filename, { metadata });
  await pipeline(Readable.from([data]), upload);
  const versions = await versionsOf(kind, filename);
  const position = versions.findIndex((file) => file._id.equals(upload.id));
  const current = versions[position];
  if (!current) throw new Error(`stored file ${kind}/${filename} not found`);
  // Only older versions: of two concurrent uploads, the later one wins and neither deletes the other's successor.
  await Promise.all(versions.slice(position + 1).map((file) => bucket().delete(file._id)));
  return current;
}

/** Deletes every version of the file; false when there was none. */
export async function deleteMediaFile(kind: MediaKind, filename: string): Promise<boolean> {
  const versions = await versionsOf(kind, filename);
  await Promise.all(versions.map((file) => bucket().delete(file._id)));
  return versions.length > 0;
}

/**
 * True for the errors of a download whose file was deleted after it was found: GridFS's FileNotFound (code
 * ENOENT) when the files document is gone, a chunk error when its chunks went first.
 */
export function isMissingFileError(error: unknown): boolean {
  return (
    error instanceof mongoose.mongo.MongoGridFSChunkError ||
    (error instanceof mongoose.mongo.MongoRuntimeError && (error as { code?: unknown }).code === 'ENOENT')
  );
}

/** The file's bytes from `start` to `end` inclusive (the whole file without a range). */
export function openMediaStream(id: Types.ObjectId, range?: { start: number; end: number }): Readable {
  return bucket().openDownloadStream(id, range ? { start: range.start, end: range.end + 1 } : undefined);
}
