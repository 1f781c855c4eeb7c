import type { Document } from 'mongodb';
import { openTarget, type TestTarget } from './support/target';

let target: TestTarget;

beforeAll(async () => {
  target = await openTarget('explain');
  const tabs = target.client.db(target.dbName).collection('tabs');
  await tabs.insertMany(
    Array.from({ length: 500 }, (_, n) => ({
      n,
      slug: `tab-${n}`,
      kind: n % 2 ? 'a' : 'b',
      words: [`w${n}`, `x${n % 7}`],
    })),
  );
  await tabs.createIndex({ words: 1 });
  await tabs.createIndex({ slug: 1 }, { unique: true });
  await tabs.createIndex({ kind: 1, n: 1 });
});
afterAll(() => target.close());

/** Finds the index an explain's winning plan scans, wherever the server nests it. */
function indexNameIn(plan: unknown): string | undefined {
  if (!plan || typeof plan !== 'object') return undefined;
  const node = plan as Document;
  if (node.stage === 'IXSCAN' && typeof node.indexName === 'string') return node.indexName;
  for (const value of Object.values(node)) {
    const found = Array.isArray(value) ? value.map(indexNameIn).find(Boolean) : indexNameIn(value);
    if (found) return found;
  }
  return undefined;
}

async function explainFind(filter: Document) {
  const explained = await target.client
    .db(target.dbName)
    .collection('tabs')
    .find(filter)
    .explain('executionStats');
  return {
    index: indexNameIn(explained.queryPlanner?.winningPlan),
    docsExamined: explained.executionStats?.totalDocsExamined as number,
    returned: explained.executionStats?.nReturned as number,
  };
}

describe('query planning', () => {
  it('answers equality on a unique field from its index, reading one document', async () => {
    expect(await explainFind({ slug: 'tab-42' })).toEqual({ index: 'slug_1', docsExamined: 1, returned: 1 });
  });

  it('reads only the keys within an $elemMatch range on a multikey field (word prefix search)', async () => {
    // w1, w10–w19, w100–w199: one element must lie in the range, so the bounds intersect.
    expect(await explainFind({ words: { $elemMatch: { $gte: 'w1', $lt: 'w1\uffff' } } })).toEqual({
      index: 'words_1',
      docsExamined: 111,
      returned: 111,
    });
  });

  it('reads a long $in list point by point from the index (more ids than the compound-points cap)', async () => {
    const slugs = Array.from({ length: 1500 }, (_, n) => `tab-${n}`);
    expect(await explainFind({ slug: { $in: slugs } })).toEqual({
      index: 'slug_1',
      docsExamined: 500,
      returned: 500,
    });
  });

  it('answers _id lookups from the _id index', async () => {
    const doc = await target.client.db(target.dbName).collection('tabs').findOne({ n: 7 });
    expect((await explainFind({ _id: doc?._id })).index).toBe('_id_');
  });

  it('uses a compound index for an equality prefix plus a range', async () => {
    const result = await explainFind({ kind: 'a', n: { $gte: 100, $lt: 120 } });
    expect(result).toEqual({ index: 'kind_1_n_1', docsExamined: 10, returned: 10 });
  });

  it('scans the collection when no index applies', async () => {
    const explained = await target.client
      .db(target.dbName)
      .collection('tabs')
      .find({ missing: 1 })
      .explain('executionStats');
    expect(indexNameIn(explained.queryPlanner?.winningPlan)).toBeUndefined();
    expect(explained.executionStats?.totalDocsExamined).toBe(500);
  });

  it('unites index scans for an $or whose branches are all indexed', async () => {
    const result = await explainFind({ $or: [{ slug: 'tab-3' }, { kind: 'a', n: 5 }] });
    expect(result.returned).toBe(2);
    expect(result.docsExamined).toBe(2);
  });

  it('serves sorts from index order, stopping at the limit', async () => {
    const tabs = target.client.db(target.dbName).collection('tabs');
    const cursor = tabs.find({}, { sort: { slug: -1 }, limit: 3, projection: { _id: 0, slug: 1 } });
    expect(await cursor.toArray()).toEqual([{ slug: 'tab-99' }, { slug: 'tab-98' }, { slug: 'tab-97' }]);
    const explained = await tabs.find({}).sort({ slug: -1 }).limit(3).explain('executionStats');
    expect(indexNameIn(explained.queryPlanner?.winningPlan)).toBe('slug_1');
    expect(explained.executionStats?.totalDocsExamined).toBe(3);
  });

  it('sorts below an equality prefix of a compound index', async () => {
    const tabs = target.client.db(target.dbName).collection('tabs');
    const found = await tabs
      .find({ kind: 'b' }, { sort: { n: -1 }, limit: 2, projection: { _id: 0, n: 1 } })
      .toArray();
    expect(found).toEqual([{ n: 498 }, { n: 496 }]);
    const explained = await tabs.find({ kind: 'b' }).sort({ n: -1 }).limit(2).explain('executionStats');
    expect(explained.executionStats?.totalDocsExamined).toBe(2);
  });

  it('uses index order for a $match + $sort + $limit pipeline', async () => {
    const tabs = target.client.db(target.dbName).collection('tabs');
    const top = await tabs
      .aggregate([
        { $match: { kind: 'a' } },
        { $sort: { n: 1 } },
        { $limit: 2 },
        { $project: { _id: 0, n: 1 } },
      ])
      .toArray();
    expect(top).toEqual([{ n: 1 }, { n: 3 }]);
  });
});
