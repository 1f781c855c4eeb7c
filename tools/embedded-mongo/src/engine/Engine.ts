import { CursorRegistry } from './CursorRegistry';
import { Database } from './Database';
import type { ChangeSink } from './journalEntry';

/** Where databases send their changes: the journal store when persistent, nowhere when in memory. */
export interface ChangeStore {
  sinkFor(databaseName: string): ChangeSink;
  /** Makes the changes recorded so far durable per the fsync policy; called before each reply. */
  commit(): void;
  dropDatabase(databaseName: string): void;
}

const DISCARD: ChangeSink = { record: () => {} };

export const IN_MEMORY: ChangeStore = {
  sinkFor: () => DISCARD,
  commit: () => {},
  dropDatabase: () => {},
};

/** The whole server state: databases and open cursors. */
export class Engine {
  readonly cursors = new CursorRegistry();
  private readonly databases = new Map<string, Database>();
  readonly store: ChangeStore;

  constructor(store: ChangeStore = IN_MEMORY) {
    this.store = store;
  }

  /** The database, created on first use (it is listed only once it holds a collection). */
  database(name: string): Database {
    let database = this.databases.get(name);
    if (!database) {
      database = new Database(name, this.store.sinkFor(name));
      this.databases.set(name, database);
    }
    return database;
  }

  databaseList(): Database[] {
    return [...this.databases.values()].filter((database) => !database.isEmpty);
  }

  /** Stops the background index builds of every database, so a stopping engine's thread has nothing left to run. */
  cancelIndexBuilds(): void {
    for (const database of this.databases.values()) database.cancelIndexBuilds();
  }

  dropDatabase(name: string): void {
    this.databases.delete(name);
    this.store.dropDatabase(name);
  }
}
