import type { Document } from 'mongodb';

/** Written last by an export, so a directory with a manifest holds a complete one. */
export const MANIFEST_FILE = 'manifest.json';
export const EXPORT_FORMAT = 'acorduri-ejson-1';

export interface CollectionManifest {
  readonly name: string;
  /** Documents written (one canonical EJSON document per line of `file`). */
  readonly count: number;
  readonly file: string;
  /** createCollection options (capped, validator, …) as listCollections reported them. */
  readonly options: Document;
  /** listIndexes entries without `v` and `ns`, ready for createIndexes. */
  readonly indexes: Document[];
}

export interface ExportManifest {
  readonly format: typeof EXPORT_FORMAT;
  readonly database: string;
  readonly exportedAt: string;
  readonly collections: CollectionManifest[];
}

/** How an export or import reports its advance (a progress bar on a terminal). */
export interface TransferProgress {
  start(collection: string, total: number): void;
  advance(documents: number): void;
  finish(): void;
}

export const SILENT_PROGRESS: TransferProgress = { start() {}, advance() {}, finish() {} };
