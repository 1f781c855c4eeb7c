import fs, { appendFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { useJournalDir } from './support/journalDir';

const journalDir = useJournalDir('embedded-journal-');
const open = journalDir.open;

const journalPath = () => path.join(journalDir.path(), 'app.journal');

/** Resolves once `condition` holds, checking on each turn of the event loop. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('journal', () => {
  afterEach(() => jest.restoreAllMocks());

  it("syncs on the timer without holding the thread, and closes a journal only after that sync's end", async () => {
    // Each background sync waits until the test lets it run, so the order below does not depend on the disk.
    const heldSyncs: (() => void)[] = [];
    const syncFile = fs.fdatasync;
    const backgroundSyncs = jest.spyOn(fs, 'fdatasync').mockImplementation(((
      fd: number,
      callback: (error: NodeJS.ErrnoException | null) => void,
    ) => {
      heldSyncs.push(() => syncFile(fd, callback));
    }) as typeof fs.fdatasync);
    const blockingSyncs = jest.spyOn(fs, 'fdatasyncSync');
    const deferredCloses = jest.spyOn(fs, 'close');
    const { engine, store } = open(5);
    const { collection } = engine.database('app').ensureCollection('tabs');
    collection.insert({ _id: 1, title: 'Unu' });
    store.commit();
    await until(() => heldSyncs.length === 1);
    expect(blockingSyncs).not.toHaveBeenCalled();
    heldSyncs[0]!();

    collection.insert({ _id: 2, title: 'Doi' });
    store.commit();
    await until(() => heldSyncs.length === 2);
    // The second sync has not ended: close syncs what is left itself and leaves the descriptor to that sync.
    store.close();
    expect(blockingSyncs).toHaveBeenCalledTimes(1);
    expect(deferredCloses).not.toHaveBeenCalled();
    heldSyncs[1]!();
    await until(() => deferredCloses.mock.calls.length === 1);
    expect(deferredCloses.mock.calls[0]![0]).toBe(backgroundSyncs.mock.calls[1]![0]);

    const reopened = open();
    expect(reopened.engine.database('app').collection('tabs')?.size).toBe(2);
    reopened.store.close();
  });

  it('compacts superseded entries into a snapshot with the same contents', () => {
    const { engine, store } = open();
    const { collection } = engine.database('app').ensureCollection('counters');
    collection.createIndex({ v: 2, key: { name: 1 }, name: 'name_1', unique: true });
    collection.insert({ _id: 1, name: 'views', n: 0 });
    for (let n = 1; n <= 500; n++)
      collection.replace(collection.findById(1)!.rid, { _id: 1, name: 'views', n });
    store.commit();
    const before = statSync(journalPath()).size;
    store.compact('app');
    store.close();
    expect(statSync(journalPath()).size).toBeLessThan(before / 50);

    const reopened = open();
    const counters = reopened.engine.database('app').collection('counters')!;
    expect(counters.findById(1)?.doc).toEqual({ _id: 1, name: 'views', n: 500 });
    expect(counters.indexList().map((index) => index.name)).toEqual(['_id_', 'name_1']);
    reopened.store.close();
  });

  it('a start compacts a journal a quarter superseded, which the running rule leaves', () => {
    const { engine, store } = open();
    const { collection } = engine.database('app').ensureCollection('tabs');
    const body = 'x'.repeat(1000);
    for (let n = 1; n <= 5000; n++) collection.insert({ _id: n, body, version: 1 });
    for (let n = 1; n <= 2500; n++)
      collection.replace(collection.findById(n)!.rid, { _id: n, body, version: 2 });
    store.commit();
    store.close();
    const before = statSync(journalPath()).size;

    const reopened = open();
    const tabs = reopened.engine.database('app').collection('tabs')!;
    expect(statSync(journalPath()).size).toBeLessThan(before * 0.75);
    expect(tabs.size).toBe(5000);
    expect(tabs.findById(2500)?.doc.version).toBe(2);
    expect(tabs.findById(2501)?.doc.version).toBe(1);
    reopened.store.close();
  });

  it('drops a torn tail left by a crash and keeps appending after the last whole entry', () => {
    const first = open();
    first.engine.database('app').ensureCollection('c').collection.insert({ _id: 1 });
    first.store.close();
    appendFileSync(journalPath(), Buffer.from([0x40, 0, 0, 0, 3, 0x61]));

    const second = open();
    second.engine.database('app').collection('c')!.insert({ _id: 2 });
    second.store.close();

    const third = open();
    expect([...third.engine.database('app').collection('c')!.allRecords()].map((r) => r.doc)).toEqual([
      { _id: 1 },
      { _id: 2 },
    ]);
    third.store.close();
  });
});
