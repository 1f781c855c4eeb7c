import type { Db } from 'mongodb';
import { openTarget, type TestTarget } from './support/target';

let target: TestTarget;
let db: Db;

beforeAll(async () => {
  target = await openTarget('aggregation');
  db = target.client.db(target.dbName);
  await db.collection('artists').insertMany([
    { _id: 1 as never, name: 'Phoenix' },
    { _id: 2 as never, name: 'Holograf' },
  ]);
  await db.collection('tabs').insertMany([
    { title: 'Andrii Popa', artistId: 1, kind: 'chords', views: 10, tags: ['rock', 'folk'] },
    { title: 'Nunta', artistId: 1, kind: 'tab', views: 5, tags: ['rock'] },
    { title: 'Sa nu-mi iei', artistId: 2, kind: 'chords', views: 7, tags: ['pop'] },
  ]);
});
afterAll(() => target.close());

describe('aggregation', () => {
  it('groups, sorts and counts', async () => {
    const perArtist = await db
      .collection('tabs')
      .aggregate([
        { $match: { views: { $gte: 5 } } },
        { $group: { _id: '$artistId', total: { $sum: '$views' }, count: { $sum: 1 } } },
        { $sort: { total: -1 } },
      ])
      .toArray();
    expect(perArtist).toEqual([
      { _id: 1, total: 15, count: 2 },
      { _id: 2, total: 7, count: 1 },
    ]);
    const [counted] = await db
      .collection('tabs')
      .aggregate([{ $unwind: '$tags' }, { $count: 'n' }])
      .toArray();
    expect(counted).toEqual({ n: 4 });
  });

  it('joins with $lookup', async () => {
    const joined = await db
      .collection('tabs')
      .aggregate([
        { $match: { title: 'Nunta' } },
        { $lookup: { from: 'artists', localField: 'artistId', foreignField: '_id', as: 'artist' } },
        { $project: { _id: 0, title: 1, artist: '$artist.name' } },
      ])
      .toArray();
    expect(joined).toEqual([{ title: 'Nunta', artist: ['Phoenix'] }]);
  });

  it('runs several pipelines at once with $facet', async () => {
    const [facets] = await db
      .collection('tabs')
      .aggregate([
        {
          $facet: {
            byKind: [{ $group: { _id: '$kind', n: { $sum: 1 } } }, { $sort: { _id: 1 } }],
            top: [{ $sort: { views: -1 } }, { $limit: 1 }, { $project: { _id: 0, title: 1 } }],
          },
        },
      ])
      .toArray();
    expect(facets).toEqual({
      byKind: [
        { _id: 'chords', n: 2 },
        { _id: 'tab', n: 1 },
      ],
      top: [{ title: 'Andrii Popa' }],
    });
  });

  it('counts matches into one constant group (countDocuments), an empty result when none match', async () => {
    const tabs = db.collection('tabs');
    expect(await tabs.countDocuments({ tags: 'rock' })).toBe(2);
    expect(await tabs.countDocuments({ tags: { $in: ['pop', 'folk'] }, views: { $lt: 10 } })).toBe(1);
    expect(await tabs.aggregate([{ $group: { _id: null, all: { $sum: 1 } } }]).toArray()).toEqual([
      { _id: null, all: 3 },
    ]);
    expect(
      await tabs.aggregate([{ $match: { kind: 'none' } }, { $group: { _id: 1, n: { $sum: 1 } } }]).toArray(),
    ).toEqual([]);
    expect(
      await tabs
        .aggregate([
          { $match: { kind: 'chords' } },
          { $group: { _id: 'all', n: { $sum: 1 }, views: { $sum: '$views' } } },
        ])
        .toArray(),
    ).toEqual([{ _id: 'all', n: 2, views: 17 }]);
  });

  it('samples documents and leaves stored documents untouched by $set stages', async () => {
    const sample = await db
      .collection('tabs')
      .aggregate([{ $sample: { size: 2 } }])
      .toArray();
    expect(sample).toHaveLength(2);
    await db
      .collection('tabs')
      .aggregate([{ $set: { views: 0 } }, { $unwind: '$tags' }])
      .toArray();
    expect(await db.collection('tabs').countDocuments({ views: 0 })).toBe(0);
  });

  it('fails clearly on stages it cannot run', async () => {
    await expect(
      db
        .collection('tabs')
        .aggregate([{ $nosuchstage: {} }])
        .toArray(),
    ).rejects.toMatchObject({ code: expect.any(Number) });
  });
});
