import fs from 'node:fs';
import path from 'node:path';
import { serialize } from 'bson';
import type { ChangeStore, Engine } from '../engine/Engine';
import type { ChangeSink, JournalEntry } from '../engine/journalEntry';
import { JournalDecoder } from './journalDecoder';
import { snapshotEntries } from './snapshotEntries';

const SUFFIX = '.journal';
/** Journals smaller than this are never worth rewriting. */
const COMPACT_MIN_BYTES = 4 * 1024 * 1024;
/** While running, a journal is compacted (holding the thread) once it holds twice the live documents. */
const RUNNING_STALE_SHARE = 2;
/**
 * A start compacts it sooner, before the first command: every later start replays what it supersedes. A rewrite
 * of every tab (a chord-set backfill at 100,000 tabs) took the journal from 442 to 808 MB with 421,000 entries
 * for 306,000 documents, under the running rule's threshold, so each start replayed both copies of every tab.
 */
const START_STALE_SHARE = 1.25;

export interface JournalStoreOptions {
  /** fdatasync cadence in ms; 0 = before every reply (slowest, survives power loss). Default 100. */
  readonly syncIntervalMs?: number;
}

interface JournalFile {
  fd: number;
  bytes: number;
  /** Entries in the file; compared with the live document count to decide on compaction. */
  entries: number;
  pending: Uint8Array[];
  unsynced: boolean;
  /** A timer's fdatasync is running on libuv's thread pool. */
  syncing: boolean;
  /** Closed once that fdatasync ends: closing its descriptor under it could sync a reused one. */
  closeAfterSync: boolean;
}

function fileNameOf(databaseName: string): string {
  return encodeURIComponent(databaseName) + SUFFIX;
}

/**
 * One append-only journal per database. Each change is a BSON document appended before the reply is sent
 * (write(2), so a crash of this process loses no acknowledged write); fdatasync runs every `syncIntervalMs`, on
 * libuv's thread pool, so the engine's thread answers while the disk catches up.
 * A journal holding many superseded entries is rewritten as a snapshot (write to a temp file, fsync, rename).
 */
export class JournalStore implements ChangeStore {
  private readonly files = new Map<string, JournalFile>();
  private readonly syncIntervalMs: number;
  private replaying = false;
  private engine: Engine | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly directory: string,
    options: JournalStoreOptions = {},
  ) {
    this.syncIntervalMs = options.syncIntervalMs ?? 100;
    fs.mkdirSync(directory, { recursive: true });
  }

  /** Replays every journal into the engine, then starts the sync/compaction timer. */
  load(engine: Engine): void {
    this.engine = engine;
    this.replaying = true;
    try {
      for (const name of fs.readdirSync(this.directory)) {
        if (!name.endsWith(SUFFIX)) continue;
        this.replayFile(
          engine,
          decodeURIComponent(name.slice(0, -SUFFIX.length)),
          path.join(this.directory, name),
        );
      }
    } finally {
      this.replaying = false;
    }
    for (const databaseName of this.files.keys()) this.compactIfWorthIt(databaseName, START_STALE_SHARE);
    if (this.syncIntervalMs > 0) {
      this.timer = setInterval(() => this.maintain(), this.syncIntervalMs);
      this.timer.unref();
    }
  }

  sinkFor(databaseName: string): ChangeSink {
    return {
      record: (entry: JournalEntry) => {
        if (this.replaying) return;
        this.fileFor(databaseName).pending.push(serialize(entry));
      },
    };
  }

  commit(): void {
    for (const file of this.files.values()) {
      if (file.pending.length === 0) continue;
      const data = Buffer.concat(file.pending);
      file.entries += file.pending.length;
      file.pending = [];
      writeFully(file.fd, data);
      file.bytes += data.length;
      file.unsynced = true;
      if (this.syncIntervalMs === 0) this.sync(file);
    }
  }

  dropDatabase(databaseName: string): void {
    const file = this.files.get(databaseName);
    if (file) {
      closeFile(file);
      this.files.delete(databaseName);
    }
    fs.rmSync(path.join(this.directory, fileNameOf(databaseName)), { force: true });
  }

  close(): void {
    clearInterval(this.timer);
    this.commit();
    for (const file of this.files.values()) {
      this.sync(file);
      closeFile(file);
    }
    this.files.clear();
  }

  /** Timer work: make recent writes durable, then compact journals that grew mostly stale. */
  private maintain(): void {
    for (const [databaseName, file] of this.files) {
      syncInBackground(file);
      this.compactIfWorthIt(databaseName);
    }
  }

  private sync(file: JournalFile): void {
    if (!file.unsynced && !file.syncing) return;
    fs.fdatasyncSync(file.fd);
    file.unsynced = false;
  }

  private fileFor(databaseName: string): JournalFile {
    let file = this.files.get(databaseName);
    if (!file) {
      const fd = fs.openSync(path.join(this.directory, fileNameOf(databaseName)), 'a');
      file = openedFile(fd, fs.fstatSync(fd).size, 0);
      this.files.set(databaseName, file);
    }
    return file;
  }

  private replayFile(engine: Engine, databaseName: string, filePath: string): void {
    const data = fs.readFileSync(filePath);
    const database = engine.database(databaseName);
    let offset = 0;
    let entries = 0;
    const decoder = new JournalDecoder();
    database.beginReplay();
    while (offset + 4 <= data.length) {
      const size = data.readInt32LE(offset);
      if (size < 5 || offset + size > data.length) break;
      let entry: JournalEntry;
      try {
        entry = decoder.decode(data, offset, offset + size) as JournalEntry;
      } catch {
        break;
      }
      database.apply(entry);
      offset += size;
      entries += 1;
    }
    database.endReplay();
    // A torn tail (crash mid-append) was never acknowledged: cut it so new entries follow valid ones.
    if (offset < data.length) fs.truncateSync(filePath, offset);
    const file = this.fileFor(databaseName);
    file.entries = entries;
    file.bytes = offset;
  }

  /** Compacts a journal over 4 MiB holding more than `entriesPerLive` entries a live document (plus 1,000). */
  private compactIfWorthIt(databaseName: string, entriesPerLive = RUNNING_STALE_SHARE): void {
    const file = this.files.get(databaseName);
    const database = this.engine?.database(databaseName);
    if (!file || !database || file.bytes < COMPACT_MIN_BYTES) return;
    const live = database.collectionList().reduce((sum, collection) => sum + collection.size + 1, 0);
    if (file.entries < entriesPerLive * live + 1000) return;
    this.compact(databaseName);
  }

  /** Rewrites a journal as the current state: temp file, fsync, atomic rename, fsync of the directory. */
  compact(databaseName: string): void {
    const database = this.engine?.database(databaseName);
    const file = this.files.get(databaseName);
    if (!database || !file) return;
    this.commit();
    const target = path.join(this.directory, fileNameOf(databaseName));
    const temporary = `${target}.tmp`;
    const fd = fs.openSync(temporary, 'w');
    let bytes = 0;
    let entries = 0;
    for (const entry of snapshotEntries(database)) {
      const data = serialize(entry);
      writeFully(fd, data);
      bytes += data.length;
      entries += 1;
    }
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(temporary, target);
    syncDirectory(this.directory);
    closeFile(file);
    this.files.set(databaseName, openedFile(fs.openSync(target, 'a'), bytes, entries));
  }
}

function openedFile(fd: number, bytes: number, entries: number): JournalFile {
  return { fd, bytes, entries, pending: [], unsynced: false, syncing: false, closeAfterSync: false };
}

/**
 * Makes what was written durable without holding the thread; writes appended meanwhile mark the file unsynced
 * again for the next tick. A failed sync is retried on the next tick.
 */
function syncInBackground(file: JournalFile): void {
  if (!file.unsynced || file.syncing) return;
  file.unsynced = false;
  file.syncing = true;
  fs.fdatasync(file.fd, (error) => {
    file.syncing = false;
    if (error) file.unsynced = true;
    if (file.closeAfterSync) fs.close(file.fd, () => {});
  });
}

function closeFile(file: JournalFile): void {
  if (file.syncing) file.closeAfterSync = true;
  else fs.closeSync(file.fd);
}

function writeFully(fd: number, data: Uint8Array): void {
  let written = 0;
  while (written < data.length) written += fs.writeSync(fd, data, written, data.length - written);
}

function syncDirectory(directory: string): void {
  const fd = fs.openSync(directory, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
