import { MongoClient } from 'mongodb';
import type { Collection, ScanStats } from '../src/engine/Collection';
import type { Doc } from '../src/engine/documents';
import { Index, type IndexSpec } from '../src/engine/Index';
import { IndexBuild, indexBuildsSettled, pendingIndexBuilds } from '../src/engine/IndexBuild';
import { COLLECTION_SCAN } from '../src/engine/planner';
import { byString, SteppedSort } from '../src/engine/steppedSort';
import { startEmbeddedMongo } from '../src/startEmbeddedMongo';
import { useJournalDir } from './support/journalDir';

const { open, path } = useJournalDir('embedded-replay-');

const SPECS: IndexSpec[] = [
  { v: 2, key: { slug: 1 }, name: 'slug_1', unique: true },
  { v: 2, key: { isPublic: 1, createdAt: -1, _id: 1 }, name: 'isPublic_1_createdAt_-1__id_1' },
  { v: 2, key: { words: 1, isPublic: 1 }, name: 'words_1_isPublic_1' },
];

const tab = (n: number, version = 0) => ({
  _id: n,
  slug: `tab-${n}`,
  isPublic: (n + version) % 3 !== 0,
  createdAt: new Date(Date.UTC(2020, 0, 1) + ((n * 7919) % 5000) * 60_000),
  words: [`w${n % 50}`, `w${(n * 3 + version) % 70}`],
});

/** The entries an index built in one piece over the collection's current documents holds. */
function freshEntries(collection: Collection, spec: IndexSpec) {
  const index = new Index(spec);
  index.build(
    [...collection.allRecords()].map(({ rid, doc }) => [rid, doc] as const),
    collection.namespace,
  );
  return [...index.entries.all()];
}

/** Writes a 6,000-document collection (past the background-build size) with its indexes, then closes it. */
function writeArchive(): void {
  const { engine, store } = open();
  const { collection } = engine.database('app').ensureCollection('tabs');
  for (const spec of SPECS) collection.createIndex(spec);
  for (let n = 1; n <= 6000; n++) collection.insert(tab(n));
  for (let n = 1; n <= 6000; n += 97) collection.replace(collection.findById(n)!.rid, tab(n, 1));
  for (let n = 5; n <= 6000; n += 101) collection.delete(collection.findById(n)!.rid);
  store.close();
}

describe('start-up replay', () => {
  it('builds every index once at the end; the result equals one-by-one upkeep', async () => {
    writeArchive();
    const { engine, store } = open();
    const tabs = engine.database('app').collection('tabs')!;
    await indexBuildsSettled();
    for (const spec of SPECS) {
      expect([...tabs.getIndex(spec.name)!.entries.all()]).toEqual(freshEntries(tabs, spec));
    }
    expect(tabs.getIndex('words_1_isPublic_1')!.multikey).toBe(true);
    expect(tabs.getIndex('isPublic_1_createdAt_-1__id_1')!.multikey).toBe(false);
    store.close();
  });

  it('serves queries while a large collection builds its non-unique indexes, and keeps writes made meanwhile', async () => {
    writeArchive();
    const { engine, store } = open();
    const tabs = engine.database('app').collection('tabs')!;
    const filter = { isPublic: true };
    const options = { sort: { createdAt: -1, _id: 1 }, limit: 10 };
    // Collection.scan leaves the sort to its caller when its plan does not give the order.
    const newestTen = (docs: Doc[]) =>
      [...docs]
        .sort(
          (a, b) =>
            (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime() ||
            (a._id as number) - (b._id as number),
        )
        .slice(0, 10);
    const expected = () =>
      newestTen(tabs.match(filter, { hint: { $natural: 1 } }).map((record) => record.doc));
    const answer = (stats: ScanStats) =>
      newestTen(tabs.scan(filter, options, stats).records.map((r) => r.doc));
    // The unique index is there at once; the others are left out of plans until built.
    expect(tabs.findById(42)?.doc.slug).toBe('tab-42');
    const during: ScanStats = { plan: COLLECTION_SCAN, keysExamined: 0, docsExamined: 0 };
    expect(answer(during)).toEqual(expected());
    expect(during.plan.scans.map((scan) => scan.index.name)).not.toContain('isPublic_1_createdAt_-1__id_1');

    // Writes between the build's steps: before and after the point it has read to.
    for (let step = 0; step < 40; step++) {
      const n = 1 + ((step * 149) % 6000);
      const found = tabs.findById(n);
      if (found) tabs.replace(found.rid, tab(n, step + 2));
      tabs.insert(tab(10_000 + step));
      const gone = tabs.findById(6000 - step * 13);
      if (gone) tabs.delete(gone.rid);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await indexBuildsSettled();
    for (const spec of SPECS) {
      expect([...tabs.getIndex(spec.name)!.entries.all()]).toEqual(freshEntries(tabs, spec));
    }
    const after: ScanStats = { plan: COLLECTION_SCAN, keysExamined: 0, docsExamined: 0 };
    expect(answer(after)).toEqual(expected());
    expect(after.plan.scans.map((scan) => scan.index.name)).toContain('isPublic_1_createdAt_-1__id_1');
    store.close();
  });

  it('a read whose plan walks a cheap index still being built moves that build first and waits for it', async () => {
    writeArchive();
    const { engine, store } = open();
    const tabs = engine.database('app').collection('tabs')!;
    const planOf = (filter: Doc, options = {}) => {
      const stats: ScanStats = { plan: COLLECTION_SCAN, keysExamined: 0, docsExamined: 0 };
      tabs.scan(filter, options, stats);
      return stats.plan.scans.map((scan) => scan.index.name);
    };
    // Queued cheapest first: the one-key date index, then the words (two keys a document).
    const ready = tabs.buildsServing({ words: 'w3' }, {});
    expect(ready).toBeInstanceOf(Promise);
    await ready;
    expect(planOf({ words: 'w3' })).toEqual(['words_1_isPublic_1']);
    expect(planOf({ isPublic: true }, { sort: { createdAt: -1, _id: 1 }, limit: 10 })).toEqual([]);
    expect(
      tabs.buildsServing({ isPublic: true }, { sort: { createdAt: -1, _id: 1 }, limit: 10 }),
    ).toBeInstanceOf(Promise);
    // A filter no building index serves, or a collection without builds, does not wait.
    expect(tabs.buildsServing({ slug: 'tab-3' }, {})).toBeUndefined();
    await indexBuildsSettled();
    expect(tabs.buildsServing({ words: 'w3' }, {})).toBeUndefined();
    store.close();
  });

  it('does not wait for an index with many keys a document: its reads match in steps meanwhile', async () => {
    const { engine, store } = open();
    const { collection } = engine.database('app').ensureCollection('notes');
    collection.createIndex({ v: 2, key: { grams: 1 }, name: 'grams_1' });
    for (let n = 1; n <= 6000; n++)
      collection.insert({
        _id: n,
        grams: Array.from({ length: 20 }, (_, g) => `g${g}-${(n * (g + 1)) % 11}`),
      });
    store.close();
    const reopened = open();
    const notes = reopened.engine.database('app').collection('notes')!;
    expect(notes.indexBuild('grams_1')).toBeInstanceOf(Promise);
    const filter = { grams: 'g2-4', _id: { $gt: 100 } };
    expect(notes.buildsServing(filter, {})).toBeUndefined();
    const matched = notes.matchInSteps(filter, {});
    expect(matched).toBeInstanceOf(Promise);
    const ids = await matched!;
    await indexBuildsSettled();
    expect(notes.matchInSteps(filter, {})).toBeUndefined();
    const stats: ScanStats = { plan: COLLECTION_SCAN, keysExamined: 0, docsExamined: 0 };
    const expected = notes.match(filter, {}, stats).map(({ doc }) => doc._id);
    expect(stats.plan.scans.map((scan) => scan.index.name)).toEqual(['grams_1']);
    expect(expected.length).toBeGreaterThan(0);
    expect([...ids].sort((a, b) => Number(a) - Number(b))).toEqual(
      [...expected].sort((a, b) => Number(a) - Number(b)),
    );
    reopened.store.close();
  });

  it('a read matching in steps moves its build ahead of the builds nobody asked for, behind the awaited ones', async () => {
    const { engine, store } = open();
    const { collection } = engine.database('app').ensureCollection('notes');
    collection.createIndex({ v: 2, key: { rank: 1 }, name: 'rank_1' });
    collection.createIndex({ v: 2, key: { day: 1 }, name: 'day_1' });
    collection.createIndex({ v: 2, key: { grams: 1 }, name: 'grams_1' });
    for (let n = 1; n <= 6000; n++)
      collection.insert({
        _id: n,
        rank: n % 97,
        day: n % 31,
        grams: Array.from({ length: 20 }, (_, g) => `g${g}-${(n * (g + 1)) % 11}`),
      });
    store.close();
    const reopened = open();
    const notes = reopened.engine.database('app').collection('notes')!;
    // Queued cheapest first: rank_1, day_1, then grams_1; a read waits for day_1, another matches on grams_1.
    const waited = notes.buildsServing({ day: 3 }, {});
    expect(waited).toBeInstanceOf(Promise);
    const matched = notes.matchInSteps({ grams: 'g1-2' }, {});
    expect(matched).toBeInstanceOf(Promise);
    await Promise.all([waited, notes.indexBuild('grams_1')]);
    expect(notes.indexBuild('day_1')).toBeUndefined();
    expect(notes.indexBuild('rank_1')).toBeInstanceOf(Promise);
    await matched;
    await indexBuildsSettled();
    reopened.store.close();
  });

  it('a find over the wire during a many-key build answers as after it: sorted, paged, projected', async () => {
    const { engine, store } = open();
    const { collection } = engine.database('app').ensureCollection('notes');
    collection.createIndex({ v: 2, key: { grams: 1, rank: -1 }, name: 'grams_1_rank_-1' });
    for (let n = 1; n <= 6000; n++)
      collection.insert({
        _id: n,
        rank: n % 97,
        grams: Array.from({ length: 20 }, (_, g) => `g${g}-${(n * (g + 1)) % 11}`),
      });
    store.close();
    const server = await startEmbeddedMongo({ dataDir: path(), syncIntervalMs: 0 });
    const client = await MongoClient.connect(server.uri);
    try {
      const notes = client.db('app').collection<{ _id: number; rank: number }>('notes');
      const read = () =>
        notes
          .find({ grams: 'g3-5', rank: { $gt: 10 } }, { projection: { grams: 0 } })
          .sort({ rank: -1, _id: 1 })
          .skip(5)
          .limit(20)
          .toArray();
      expect(pendingIndexBuilds()).toBeGreaterThan(0);
      const during = await read();
      await indexBuildsSettled();
      const after = await read();
      expect(during).toHaveLength(20);
      expect(during).toEqual(after);
    } finally {
      await client.close();
      await server.stop();
    }
  });

  it('a stop cancels the builds still running (its thread has nothing left to run); the next start builds them', async () => {
    writeArchive();
    const first = await startEmbeddedMongo({ dataDir: path(), syncIntervalMs: 0 });
    await first.stop();
    expect(pendingIndexBuilds()).toBe(0);
    await indexBuildsSettled();

    const { engine, store } = open();
    const tabs = engine.database('app').collection('tabs')!;
    await indexBuildsSettled();
    for (const spec of SPECS) {
      expect([...tabs.getIndex(spec.name)!.entries.all()]).toEqual(freshEntries(tabs, spec));
    }
    store.close();
  });
});

describe('IndexBuild', () => {
  it('reads in bounded steps and ends equal to a one-piece build, whatever was written before or after its position', () => {
    const spec = SPECS[2]!;
    const records = new Map<number, Doc>();
    for (let n = 1; n <= 2000; n++) records.set(n, tab(n));
    const index = new Index(spec);
    const build = new IndexBuild(index, records);
    const write = (rid: number, doc: Doc | undefined) => {
      build.noteWrite(rid, records.get(rid));
      if (doc) records.set(rid, doc);
      else records.delete(rid);
    };
    let steps = 0;
    // A deadline already past: each step does its least work (16 records, one sorted run…), then gives the thread back.
    while (!build.step(0)) {
      steps += 1;
      write(1 + ((steps * 211) % 2000), tab(steps, 5)); // read already or not yet, depending on the draw
      write(5 + steps * 17, undefined);
      write(3000 + steps, tab(3000 + steps));
      write(3000 + steps - 1, tab(3000 + steps - 1, 1)); // inserted during the build, then changed
    }
    build.finish();
    expect(steps).toBeGreaterThan(2000 / 16); // a step reads 16 records when its deadline has passed
    const fresh = new Index(spec);
    // A collection never reuses a record id, so it hands records over in ascending rid order; this map may not.
    fresh.build(
      [...records].sort(([a], [b]) => a - b),
      'app.tabs',
    );
    expect([...index.entries.all()]).toEqual([...fresh.entries.all()]);
  });
});

describe('Index.build', () => {
  it('holds the entries one-by-one inserts give, for keys of one record and keys of many', () => {
    const records = Array.from({ length: 3000 }, (_, n) => [n + 1, tab(n + 1)] as const);
    // words_1_isPublic_1: each key held by many records; isPublic_1_createdAt_-1__id_1: each key by one.
    for (const spec of SPECS.slice(1)) {
      const built = new Index(spec);
      built.build(records, 'app.tabs');
      const inserted = new Index(spec);
      for (const [rid, doc] of records) inserted.add(inserted.keysOf(doc), rid);
      expect([...built.entries.all()]).toEqual([...inserted.entries.all()]);
      expect(built.entries.size).toBe(inserted.entries.size);
    }
  });
});

describe('SteppedSort', () => {
  it('sorts in code-unit order across many bounded steps', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const alphabet = 'aăâbcîșțz\u0000\uffffÅ0';
    const items = Array.from({ length: 30_000 }, () =>
      Array.from(
        { length: 1 + Math.floor(random() * 6) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join(''),
    );
    const sort = new SteppedSort(items);
    let steps = 0;
    while (!sort.step(0)) steps += 1;
    expect(steps).toBeGreaterThan(10);
    expect(sort.sorted).toEqual([...items].sort(byString));
  });
});
