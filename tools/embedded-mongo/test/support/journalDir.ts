import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Engine } from '../../src/engine/Engine';
import { JournalStore } from '../../src/storage/JournalStore';

/**
 * A fresh data directory for each test of the suite (removed after it), and `open()`: an engine that has
 * replayed the journals found there, syncing before every reply unless `syncIntervalMs` says otherwise.
 */
export function useJournalDir(prefix: string) {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), prefix));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  return {
    path: () => dir,
    open(syncIntervalMs = 0): { engine: Engine; store: JournalStore } {
      const store = new JournalStore(dir, { syncIntervalMs });
      const engine = new Engine(store);
      store.load(engine);
      return { engine, store };
    },
  };
}
