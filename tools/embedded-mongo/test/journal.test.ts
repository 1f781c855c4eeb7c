import { appendFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { useJournalDir } from './support/journalDir';

const journalDir = useJournalDir('embedded-journal-');
const open = journalDir.open;

const journalPath = () => path.join(journalDir.path(), 'app.journal');

describe('journal', () => {
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
