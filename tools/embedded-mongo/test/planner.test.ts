import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Decimal128, ObjectId } from 'bson';
import type { ServerState } from '../src/commands/context';
import { runCommand } from '../src/commands/runCommand';
import { Collection } from '../src/engine/Collection';
import type { Doc } from '../src/engine/documents';
import { Engine } from '../src/engine/Engine';

/**
 * Index plans must return exactly what a collection scan returns. Random documents of mixed shapes (arrays,
 * nulls, missing fields, mixed types) are queried both ways and compared.
 */
const server: ServerState = {
  startedAt: new Date(),
  host: '127.0.0.1',
  port: 0,
  ttlMonitorSleepSecs: 60,
  eventLoopDelay: monitorEventLoopDelay(),
};

let seed = 42;
function random(): number {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
}
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

const ids = Array.from({ length: 5 }, () => new ObjectId());
const VALUES: unknown[] = [
  1,
  2,
  2.5,
  -3,
  0,
  'a',
  'b',
  'ab',
  '',
  null,
  true,
  false,
  new Date(1000),
  ...ids.slice(0, 2),
];

function randomValue(depth = 0): unknown {
  const roll = random();
  if (roll < 0.1 && depth === 0) return [pick(VALUES), pick(VALUES)];
  if (roll < 0.15 && depth === 0) return { x: pick(VALUES) };
  if (roll < 0.2 && depth === 0) return [{ x: pick(VALUES) }, { x: pick(VALUES) }];
  return pick(VALUES);
}

function randomDoc(n: number): Doc {
  const doc: Doc = { _id: n };
  for (const field of ['a', 'b', 'c']) if (random() < 0.85) doc[field] = randomValue();
  return doc;
}

function randomCondition(): Doc {
  const field = pick(['a', 'b', 'c', 'a.x']);
  const value = pick(VALUES);
  const roll = random();
  if (roll < 0.35) return { [field]: value };
  if (roll < 0.5) return { [field]: { $in: [pick(VALUES), pick(VALUES)] } };
  if (roll < 0.65) return { [field]: { $gt: value } };
  if (roll < 0.75) return { [field]: { $gte: value, $lt: pick(VALUES) } };
  if (roll < 0.8) return { [field]: { $lte: value } };
  if (roll < 0.9) return { [field]: { $elemMatch: { $gte: value, $lt: pick(VALUES) } } };
  return { [field]: { $eq: value } };
}

function randomFilter(): Doc {
  const roll = random();
  if (roll < 0.5) return randomCondition();
  if (roll < 0.8) return { ...randomCondition(), ...randomCondition() };
  return { $or: [randomCondition(), randomCondition()] };
}

/** A fresh engine and a runner of commands on its database 'p'. */
function freshEngine() {
  const engine = new Engine();
  const run = (command: Doc) =>
    runCommand({ engine, server, command: { ...command, $db: 'p' }, connectionId: 1 }) as Doc;
  return { engine, run };
}

type Run = ReturnType<typeof freshEngine>['run'];

const pageIds = (reply: Doc) => ((reply.cursor as Doc).firstBatch as Doc[]).map((doc) => doc._id);

/**
 * Reads a page through the planner and through a collection scan, expects the same ids in the same order, and
 * gives the planner's explain of it.
 */
function expectPageAsScanned(run: Run, collection: string, filter: Doc, sort: Doc, page: Doc): Doc {
  const planned = run({ find: collection, filter, sort, ...page, batchSize: 1000 });
  const scanned = run({ find: collection, filter, sort, ...page, batchSize: 1000, hint: { $natural: 1 } });
  expect({ filter, sort, page, ids: pageIds(planned) }).toEqual({
    filter,
    sort,
    page,
    ids: pageIds(scanned),
  });
  return run({ explain: { find: collection, filter, sort, ...page }, verbosity: 'executionStats' });
}

describe('planner', () => {
  it('returns what a collection scan returns for 400 random filters and sorts, planned or hinted', () => {
    const { run } = freshEngine();
    run({ insert: 'c', documents: Array.from({ length: 300 }, (_, n) => randomDoc(n)) });
    const created = run({
      createIndexes: 'c',
      indexes: [
        { key: { a: 1 }, name: 'a_1' },
        { key: { b: -1, c: 1 }, name: 'b_c' },
        { key: { 'a.x': 1 }, name: 'ax' },
        { key: { c: 1 }, name: 'c_1' },
      ],
    });
    expect(created.ok).toBe(1);
    const ids = (reply: Doc) =>
      ((reply.cursor as Doc).firstBatch as Doc[]).map((doc) => doc._id as number).sort((x, y) => x - y);
    for (let round = 0; round < 400; round++) {
      const filter = randomFilter();
      const sort = random() < 0.3 ? { [pick(['b', 'c'])]: pick([1, -1]) } : undefined;
      const planned = run({ find: 'c', filter, sort, batchSize: 1000 });
      const scanned = run({ find: 'c', filter, sort, batchSize: 1000, hint: { $natural: 1 } });
      expect({ filter, ids: ids(planned) }).toEqual({ filter, ids: ids(scanned) });
      const hint = pick(['a_1', 'b_c', 'ax', 'c_1']);
      const hinted = run({ find: 'c', filter, sort, batchSize: 1000, hint });
      expect({ filter, hint, ids: ids(hinted) }).toEqual({ filter, hint, ids: ids(scanned) });
    }
  });

  it('returns the same page, in the same order, whether it walks a sorted index, sorts the matches or scans', () => {
    const { run } = freshEngine();
    const scalars = VALUES.filter((value) => value !== null);
    const docs = Array.from({ length: 400 }, (_, n) => {
      const doc: Doc = { _id: n, p: pick([true, true, true, false]), k: pick(['x', 'y', 'z']) };
      if (random() < 0.9) doc.b = pick(scalars);
      if (random() < 0.9) doc.c = pick(scalars);
      return doc;
    });
    run({ insert: 'paged', documents: docs });
    run({
      createIndexes: 'paged',
      indexes: [
        { key: { p: 1, c: -1 }, name: 'p_c' },
        { key: { b: 1, _id: 1 }, name: 'b_id' },
        { key: { k: 1, b: 1, _id: 1 }, name: 'k_b_id' },
        { key: { p: 1, k: 1, c: 1, _id: 1 }, name: 'p_k_c_id' },
      ],
    });
    const winners = new Set<string>();
    for (let round = 0; round < 300; round++) {
      const filter = pick<Doc>([
        { p: true },
        { p: pick([true, false]), k: pick(['x', 'y', 'z']) },
        { k: pick(['x', 'y']) },
        { p: true, c: { $gt: pick(scalars) } },
        { b: { $in: [pick(scalars), pick(scalars)] } },
        {},
      ]);
      const direction = pick([1, -1]);
      const sort = pick<Doc>([
        { b: direction, _id: direction },
        { c: direction, _id: direction },
        { _id: direction },
      ]);
      const page = { skip: Math.floor(random() * 120), limit: 1 + Math.floor(random() * 30) };
      const explained = expectPageAsScanned(run, 'paged', filter, sort, page);
      winners.add(
        JSON.stringify((explained.queryPlanner as Doc).winningPlan).includes('SORT') ? 'sort' : 'walk',
      );
    }
    // Both kinds of plan won some trials, so both were compared with the scan.
    expect([...winners].sort()).toEqual(['sort', 'walk']);
  });

  it('walks the index that gives the order and stops at skip + limit instead of sorting every match', async () => {
    const { engine, run } = freshEngine();
    const docs = Array.from({ length: 20_000 }, (_, n) => ({
      _id: n,
      isPublic: n % 10 !== 0,
      createdAt: new Date(1_700_000_000_000 + ((n * 7919) % 20_000) * 1000),
    }));
    run({ insert: 'tabs', documents: docs });
    // 20,000 documents: the build runs in the background and the reply waits for it.
    await runCommand({
      engine,
      server,
      connectionId: 1,
      command: {
        createIndexes: 'tabs',
        indexes: [
          { key: { isPublic: 1, createdAt: -1 }, name: 'isPublic_1_createdAt_-1' },
          { key: { createdAt: 1, _id: 1 }, name: 'createdAt_1__id_1' },
        ],
        $db: 'p',
      },
    });
    const explained = run({
      explain: {
        find: 'tabs',
        filter: { isPublic: true },
        sort: { createdAt: 1, _id: 1 },
        skip: 5000,
        limit: 10,
      },
      verbosity: 'executionStats',
    });
    const planner = explained.queryPlanner as Doc;
    expect(JSON.stringify(planner.winningPlan)).toContain('createdAt_1__id_1');
    expect(JSON.stringify(planner.winningPlan)).not.toContain('SORT');
    expect(JSON.stringify(planner.rejectedPlans)).toContain('isPublic_1_createdAt_-1');
    // 5010 public tabs are 5010 / 0.9 of the walk: nowhere near the 18,000 public keys a sort would read.
    expect((explained.executionStats as Doc).totalKeysExamined).toBeLessThan(5700);
  });

  it('sorts the matches without a trial walk when the filter plan reads no more keys than skip + limit', () => {
    const { run } = freshEngine();
    // An artist's tabs, asked 500 by title: the filter index gives the artist, not the order.
    const docs = Array.from({ length: 3000 }, (_, n) => ({
      _id: n,
      artistId: n % 300,
      isPublic: n % 4 !== 0,
      title: `t${(n * 7919) % 3000}`,
      artist: `a${n % 7}`,
    }));
    run({ insert: 'tabs', documents: docs });
    run({
      createIndexes: 'tabs',
      indexes: [
        { key: { isPublic: 1, artistId: 1, title: 1 }, name: 'artist_list' },
        { key: { title: 1, artist: 1, _id: 1 }, name: 'by_title' },
      ],
    });
    const sort = { title: 1, artist: 1, _id: 1 };
    const matches = docs.filter((doc) => doc.isPublic && doc.artistId === 7).length;
    const few = expectPageAsScanned(run, 'tabs', { isPublic: true, artistId: 7 }, sort, { limit: 500 });
    expect(JSON.stringify((few.queryPlanner as Doc).winningPlan)).toContain('artist_list');
    expect((few.queryPlanner as Doc).rejectedPlans).toEqual([]);
    // Only the matches' keys and documents: no walk of the title index read for nothing first.
    expect(few.executionStats).toMatchObject({ totalKeysExamined: matches, totalDocsExamined: matches });
    // More matches than the page: the walk is tried (and here wins, the page being among the first titles).
    const many = expectPageAsScanned(run, 'tabs', { isPublic: true }, sort, { skip: 5, limit: 10 });
    expect(JSON.stringify((many.queryPlanner as Doc).winningPlan)).toContain('by_title');
    expect(JSON.stringify((many.queryPlanner as Doc).rejectedPlans)).toContain('artist_list');
  });

  it('plans with each index change at once: created, hidden, shown again, dropped', () => {
    const { run } = freshEngine();
    run({ insert: 'songs', documents: Array.from({ length: 50 }, (_, n) => ({ _id: n, key: `k${n % 5}` })) });
    const winning = () =>
      JSON.stringify(
        (
          run({ explain: { find: 'songs', filter: { key: 'k3' } }, verbosity: 'queryPlanner' })
            .queryPlanner as Doc
        ).winningPlan,
      );
    expect(winning()).toContain('COLLSCAN');
    run({ createIndexes: 'songs', indexes: [{ key: { key: 1 }, name: 'by_key' }] });
    expect(winning()).toContain('by_key');
    run({ collMod: 'songs', index: { name: 'by_key', hidden: true } });
    expect(winning()).toContain('COLLSCAN');
    run({ collMod: 'songs', index: { name: 'by_key', hidden: false } });
    expect(winning()).toContain('by_key');
    run({ dropIndexes: 'songs', index: 'by_key' });
    expect(winning()).toContain('COLLSCAN');
  });

  it('walks a multikey index in sort order when its array field is pinned, paged the same as a scan', () => {
    const { run } = freshEngine();
    const tags = ['rock', 'pop', 'folk', 'jazz'];
    const docs = Array.from({ length: 600 }, (_, n) => ({
      _id: n,
      tagIds: [pick(tags), pick(tags), pick(tags)],
      isPublic: random() < 0.8,
      rating: Math.floor(random() * 6),
    }));
    run({ insert: 'tagged', documents: docs });
    run({
      createIndexes: 'tagged',
      indexes: [{ key: { tagIds: 1, isPublic: 1, rating: 1, _id: 1 }, name: 'category_rating' }],
    });
    for (let round = 0; round < 60; round++) {
      const filter = { tagIds: pick(tags), isPublic: random() < 0.8 };
      const direction = random() < 0.5 ? 1 : -1;
      const sort = { rating: direction, _id: direction };
      const page = { skip: Math.floor(random() * 200), limit: 1 + Math.floor(random() * 20) };
      const explained = expectPageAsScanned(run, 'tagged', filter, sort, page);
      const winning = JSON.stringify((explained.queryPlanner as Doc).winningPlan);
      expect(winning).toContain('category_rating');
      expect(winning).not.toContain('SORT');
      // The skipped keys are passed over unread: only the page's keys are examined.
      expect((explained.executionStats as Doc).totalKeysExamined).toBeLessThanOrEqual(page.limit + 1);
    }
    // Two tags at once could meet a document twice: that stays a blocking sort.
    const both = run({
      explain: {
        find: 'tagged',
        filter: { tagIds: { $in: ['rock', 'pop'] }, isPublic: true },
        sort: { rating: 1 },
      },
      verbosity: 'queryPlanner',
    });
    expect(JSON.stringify((both.queryPlanner as Doc).winningPlan)).toContain('SORT');
  });

  it('merges the ranges of an $in in sort order (SORT_MERGE) and stops at skip + limit, paged the same as a scan', () => {
    const { run } = freshEngine();
    const scalars = VALUES.filter((value) => value !== null);
    const sets = ['a', 'b', 'c', 'd', 'e', 'f'];
    const docs = Array.from({ length: 500 }, (_, n) => {
      const doc: Doc = { _id: n, p: random() < 0.8, k: pick(sets), f: Math.floor(random() * 8) };
      if (random() < 0.9) doc.r = pick(scalars);
      return doc;
    });
    run({ insert: 'sets', documents: docs });
    run({
      createIndexes: 'sets',
      indexes: [{ key: { p: 1, k: 1, f: -1, r: -1, _id: -1 }, name: 'p_k_f_r_id' }],
    });
    for (let round = 0; round < 120; round++) {
      const keys = sets.filter(() => random() < 0.5);
      const filter = { p: random() < 0.8, k: { $in: keys.length > 1 ? keys : ['a', 'c'] } };
      const direction = random() < 0.5 ? 1 : -1;
      const sort = { f: direction, r: direction, _id: direction };
      const page = { skip: Math.floor(random() * 150), limit: 1 + Math.floor(random() * 20) };
      const explained = expectPageAsScanned(run, 'sets', filter, sort, page);
      const winning = JSON.stringify((explained.queryPlanner as Doc).winningPlan);
      expect(winning).toContain('"stage":"SORT_MERGE"');
      expect(winning).not.toContain('"stage":"SORT"');
      expect((explained.executionStats as Doc).totalKeysExamined).toBeLessThanOrEqual(page.skip + page.limit);
    }
  });

  it('counts the matches per value of an $in field from index keys, the same as grouping the documents', () => {
    const { engine, run } = freshEngine();
    const scalars = VALUES.filter((value) => value !== null);
    const docs = Array.from({ length: 400 }, (_, n) => ({ _id: n, p: random() < 0.7, s: pick(scalars) }));
    run({ insert: 'grouped', documents: docs });
    run({ createIndexes: 'grouped', indexes: [{ key: { p: 1, s: 1, _id: 1 }, name: 'p_s_id' }] });
    const groups = (reply: Doc) =>
      ((reply.cursor as Doc).firstBatch as Doc[]).map((group) => JSON.stringify(group)).sort();
    for (let round = 0; round < 100; round++) {
      const filter = { p: random() < 0.7, s: { $in: [pick(scalars), pick(scalars), pick(scalars)] } };
      const pipeline = [{ $match: filter }, { $group: { _id: '$s', n: { $sum: 1 } } }];
      const counted = run({ aggregate: 'grouped', pipeline, cursor: {} });
      const read = run({ aggregate: 'grouped', pipeline, cursor: {}, hint: { $natural: 1 } });
      expect({ filter, groups: groups(counted) }).toEqual({ filter, groups: groups(read) });
    }
    // Answered from the index: each value's count and the one document naming it.
    const counts = engine
      .database('p')
      .collection('grouped')
      ?.countByPoint({ p: true, s: { $in: ['a', 'b'] } }, 's');
    expect(counts?.map(({ value }) => value).sort()).toEqual(
      ['a', 'b'].filter((value) => docs.some((doc) => doc.p && doc.s === value)),
    );
  });

  it('counts exact matches from index keys the same as by reading the documents', () => {
    const { run } = freshEngine();
    const scalars = VALUES.filter((value) => value !== null);
    const docs = Array.from({ length: 300 }, (_, n) => ({ _id: n, s: pick(scalars), t: pick(scalars) }));
    run({ insert: 'flat', documents: docs });
    run({ createIndexes: 'flat', indexes: [{ key: { s: 1, t: -1 }, name: 's_t' }] });
    for (let round = 0; round < 200; round++) {
      const condition = () => (random() < 0.5 ? pick(scalars) : { $in: [pick(scalars), pick(scalars)] });
      const filter = random() < 0.5 ? { s: condition() } : { s: condition(), t: condition() };
      const counted = run({ count: 'flat', query: filter });
      const grouped = run({
        aggregate: 'flat',
        pipeline: [{ $match: filter }, { $group: { _id: 1, n: { $sum: 1 } } }],
        cursor: {},
      });
      const scanned = run({ count: 'flat', query: filter, hint: { $natural: 1 } });
      const groupedN = (((grouped.cursor as Doc).firstBatch as Doc[])[0]?.n as number | undefined) ?? 0;
      expect({ filter, n: counted.n, grouped: groupedN }).toEqual({
        filter,
        n: scanned.n,
        grouped: scanned.n,
      });
    }
  });

  it('counts equalities on array fields from index keys when the arrays are pinned, the same as the documents', () => {
    const { run } = freshEngine();
    const scalars = ['a', 'b', 'c', 'd'];
    // Arrays in s for some documents and in t for others (never both: mongod refuses parallel arrays).
    const docs = Array.from({ length: 300 }, (_, n) => {
      const roll = random();
      const list = () => [pick(scalars), pick(scalars), pick(scalars)];
      if (roll < 0.4) return { _id: n, s: list(), t: pick(scalars) };
      if (roll < 0.6) return { _id: n, s: pick(scalars), t: list() };
      return { _id: n, s: pick(scalars), t: pick(scalars) };
    });
    run({ insert: 'tagged', documents: docs });
    run({ createIndexes: 'tagged', indexes: [{ key: { s: 1, t: 1 }, name: 's_t' }] });
    const scans = jest.spyOn(Collection.prototype as unknown as { scan: () => unknown }, 'scan');
    for (let round = 0; round < 200; round++) {
      const shape = random();
      const filter: Doc =
        shape < 0.4
          ? { s: pick(scalars) }
          : shape < 0.8
            ? { s: pick(scalars), t: pick(scalars) }
            : { s: { $in: [pick(scalars), pick(scalars)] } };
      scans.mockClear();
      const counted = run({ count: 'tagged', query: filter });
      // Only s and t both pinned to one value each count from keys: t also held arrays.
      const pinned = 's' in filter && 't' in filter;
      expect({ filter, fromKeys: !scans.mock.calls.length }).toEqual({ filter, fromKeys: pinned });
      const scanned = run({ count: 'tagged', query: filter, hint: { $natural: 1 } });
      expect({ filter, n: counted.n }).toEqual({ filter, n: scanned.n });
    }
    scans.mockRestore();
  });

  it('sorts mixed-type scalars and missing fields the same from an index as in memory', () => {
    const { run } = freshEngine();
    const docs = Array.from({ length: 200 }, (_, n) => {
      const value = pick(VALUES);
      return random() < 0.1 ? { _id: n } : { _id: n, s: value };
    });
    run({ insert: 'mixed', documents: docs });
    run({ createIndexes: 'mixed', indexes: [{ key: { s: 1 }, name: 's_1' }] });
    for (const direction of [1, -1]) {
      const keys = (reply: Doc) => ((reply.cursor as Doc).firstBatch as Doc[]).map((doc) => doc.s ?? null);
      const fromIndex = run({ find: 'mixed', filter: {}, sort: { s: direction }, batchSize: 1000 });
      const inMemory = run({
        find: 'mixed',
        filter: {},
        sort: { s: direction },
        batchSize: 1000,
        hint: { $natural: 1 },
      });
      expect(keys(fromIndex)).toEqual(keys(inMemory));
    }
  });

  it('counts a range of dates or numbers from index keys, the same as by reading the documents', () => {
    const { run } = freshEngine();
    const dates: unknown[] = [1000, 2000, 2000, 3000, 4000, 5000].map((time) => new Date(time));
    const numbers: unknown[] = [-1, 0, 0, 1, 2, 2.5, 3, Number.POSITIVE_INFINITY];
    // -0 is keyed as 0 (on a range's end), and other types a range never matches. (NaN is left out: the matcher
    // counts it within ranges that mongod keeps it out of; README, Limitations.)
    const others: unknown[] = ['2000', null, true, { a: 1 }, -0, Number.NEGATIVE_INFINITY];
    const scans = jest.spyOn(Collection.prototype as unknown as { scan: () => unknown }, 'scan');
    const compare = (collection: string, fromKeys: boolean) => {
      for (let round = 0; round < 200; round++) {
        const kind: unknown[] = random() < 0.5 ? dates : numbers.slice(0, -1);
        const range: Doc = {};
        const lower = pick(['$gt', '$gte', undefined]);
        const upper = pick(['$lt', '$lte', undefined]);
        if (lower) range[lower] = pick(kind);
        if (upper || !lower) range[upper ?? '$lt'] = pick(kind);
        scans.mockClear();
        const counted = run({ count: collection, query: { d: range } });
        if (fromKeys) expect(scans).not.toHaveBeenCalled();
        const scanned = run({ count: collection, query: { d: range }, hint: { $natural: 1 } });
        expect({ range, n: counted.n }).toEqual({ range, n: scanned.n });
      }
    };
    const fill = (collection: string, extra: unknown[]) => {
      const docs = Array.from({ length: 400 }, (_, n) => {
        const roll = random();
        if (roll < 0.05) return { _id: n };
        return { _id: n, d: pick(roll < 0.4 ? dates : roll < 0.8 ? numbers : [...others, ...extra]) };
      });
      run({ insert: collection, documents: docs });
      run({ createIndexes: collection, indexes: [{ key: { d: -1, _id: -1 }, name: 'd_id' }] });
    };
    fill('ranged', []);
    compare('ranged', true);
    // A Decimal128 (keyed as a rounded double) sends number ranges back to the documents; the counts still agree.
    fill('decimal', [Decimal128.fromString('1E-400'), Decimal128.fromString('2.5000000000000000001')]);
    compare('decimal', false);
    scans.mockRestore();
  });
});
