import { ErrorCodes, MongoCommandError } from '../errors';
import { Collection } from './Collection';
import type { Doc } from './documents';
import type { ChangeSink, JournalEntry } from './journalEntry';

const INVALID_COLLECTION_NAME = /^$|\$|\0|^system\.(?!js$|views$)/;

/** A database: its collections, with every change forwarded to the sink (the journal when persistent). */
export class Database {
  readonly name: string;
  private readonly collections = new Map<string, Collection>();
  private readonly sink: ChangeSink;
  private replaying = false;

  constructor(name: string, sink: ChangeSink) {
    this.name = name;
    this.sink = sink;
  }

  get isEmpty(): boolean {
    return this.collections.size === 0;
  }

  collection(name: string): Collection | undefined {
    return this.collections.get(name);
  }

  collectionList(): Collection[] {
    return [...this.collections.values()];
  }

  /** The collection, created implicitly (as MongoDB does on first write) when missing. */
  ensureCollection(name: string): { collection: Collection; created: boolean } {
    const existing = this.collections.get(name);
    if (existing) return { collection: existing, created: false };
    return { collection: this.createCollection(name, {}), created: true };
  }

  createCollection(name: string, options: Doc): Collection {
    if (INVALID_COLLECTION_NAME.test(name)) {
      throw new MongoCommandError(ErrorCodes.InvalidNamespace, `Invalid collection name: ${name}`);
    }
    if (this.collections.has(name)) {
      throw new MongoCommandError(
        ErrorCodes.NamespaceExists,
        `Collection ${this.name}.${name} already exists.`,
      );
    }
    this.sink.record({ op: 'createCollection', coll: name, options });
    const collection = new Collection(this.name, name, options, this.sink);
    if (this.replaying) collection.beginReplay();
    this.collections.set(name, collection);
    return collection;
  }

  dropCollection(name: string): boolean {
    const collection = this.collections.get(name);
    if (!collection) return false;
    this.collections.delete(name);
    collection.cancelBuild();
    this.sink.record({ op: 'dropCollection', coll: name });
    return true;
  }

  renameCollection(from: string, to: string, dropTarget: boolean): void {
    const collection = this.collections.get(from);
    if (!collection)
      throw new MongoCommandError(ErrorCodes.NamespaceNotFound, 'Source collection does not exist');
    if (this.collections.has(to)) {
      if (!dropTarget) throw new MongoCommandError(ErrorCodes.NamespaceExists, 'target namespace exists');
      this.dropCollection(to);
    }
    this.collections.delete(from);
    collection.name = to;
    this.collections.set(to, collection);
    this.sink.record({ op: 'renameCollection', coll: from, to });
  }

  /** Stops every background index build (the engine is stopping; the journal rebuilds them at the next start). */
  cancelIndexBuilds(): void {
    for (const collection of this.collections.values()) collection.cancelBuild();
  }

  /** Starts a start-up replay: collections store documents and leave their indexes to `endReplay`. */
  beginReplay(): void {
    this.replaying = true;
    for (const collection of this.collections.values()) collection.beginReplay();
  }

  /** Ends a start-up replay: every collection builds its indexes from its documents at once. */
  endReplay(): void {
    this.replaying = false;
    for (const collection of this.collections.values()) collection.endReplay();
  }

  /** Applies a journal entry (between beginReplay and endReplay, while the sink is not recording). */
  apply(entry: JournalEntry): void {
    switch (entry.op) {
      case 'createCollection':
        if (!this.collections.has(entry.coll)) this.createCollection(entry.coll, entry.options);
        return;
      case 'setOptions':
        this.collections.get(entry.coll)?.setOptions(entry.options);
        return;
      case 'dropCollection':
        this.dropCollection(entry.coll);
        return;
      case 'renameCollection':
        this.renameCollection(entry.coll, entry.to, true);
        return;
      case 'createIndex':
        this.ensureCollection(entry.coll).collection.createIndex(entry.spec);
        return;
      case 'dropIndex':
        this.collections.get(entry.coll)?.dropIndex(entry.name);
        return;
      case 'insert':
        this.ensureCollection(entry.coll).collection.insert(entry.doc);
        return;
      case 'replace': {
        const collection = this.ensureCollection(entry.coll).collection;
        const found = collection.findById(entry.doc._id);
        if (found) collection.replace(found.rid, entry.doc);
        else collection.insert(entry.doc);
        return;
      }
      case 'delete': {
        const collection = this.collections.get(entry.coll);
        const found = collection?.findById(entry.id);
        if (collection && found) collection.delete(found.rid);
        return;
      }
    }
  }
}
