import { fieldsReadUpToGroup } from '../src/engine/groupedFields';
import { openTarget, type TestTarget } from './support/target';

describe('the fields a pipeline reads up to its $group', () => {
  it('are the field paths of $unwind, $sort and $group', () => {
    expect(
      fieldsReadUpToGroup([
        { $unwind: '$tagIds' },
        { $sort: { 'stats.views': -1 } },
        { $group: { _id: '$tagIds', n: { $sum: 1 }, favourites: { $sum: '$favouriteCount' } } },
        { $project: { anything: '$$ROOT' } },
      ]),
    ).toEqual(new Set(['tagIds', 'stats', 'favouriteCount']));
  });

  it('are unknown when the group may read more than its paths, or there is no $group', () => {
    expect(fieldsReadUpToGroup([{ $group: { _id: null, all: { $push: '$$ROOT' } } }])).toBeUndefined();
    expect(
      fieldsReadUpToGroup([
        { $group: { _id: null, top: { $top: { sortBy: { rating: -1 }, output: '$title' } } } },
      ]),
    ).toBeUndefined();
    expect(fieldsReadUpToGroup([{ $unwind: '$tagIds' }, { $match: { title: 'x' } }])).toBeUndefined();
    expect(fieldsReadUpToGroup([{ $unwind: '$tagIds' }])).toBeUndefined();
  });
});

describe('an $unwind and $group over whole documents', () => {
  let target: TestTarget;
  beforeAll(async () => {
    target = await openTarget('groupedFields');
  });
  afterAll(() => target.close());

  const tabs = Array.from({ length: 60 }, (_, n) => ({
    _id: n,
    body: `Intro: C G Am F\n`.repeat(50),
    tagIds: [n % 3, (n % 5) + 10],
    favouriteCount: n,
    rating: { average: n % 7 },
  }));

  it('answers as over the whole documents, and leaves the stored ones as they were', async () => {
    const collection = target.client.db(target.dbName).collection<(typeof tabs)[number]>('tabs');
    await collection.insertMany(tabs);
    const groups = await collection
      .aggregate([
        { $match: { _id: { $gte: 10 } } },
        { $unwind: '$tagIds' },
        {
          $group: {
            _id: '$tagIds',
            n: { $sum: 1 },
            favourites: { $sum: '$favouriteCount' },
            best: { $max: '$rating.average' },
          },
        },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    const expected = new Map<number, { n: number; favourites: number; best: number }>();
    for (const tab of tabs.filter((tab) => tab._id >= 10)) {
      for (const tag of tab.tagIds) {
        const group = expected.get(tag) ?? { n: 0, favourites: 0, best: 0 };
        expected.set(tag, {
          n: group.n + 1,
          favourites: group.favourites + tab.favouriteCount,
          best: Math.max(group.best, tab.rating.average),
        });
      }
    }
    expect(groups).toEqual(
      [...expected].sort(([a], [b]) => a - b).map(([_id, group]) => ({ _id, ...group })),
    );

    const whole = await collection
      .aggregate([
        { $unwind: '$tagIds' },
        { $group: { _id: '$tagIds', first: { $first: '$$ROOT' } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(whole[0]).toEqual({ _id: 0, first: { ...tabs[0], tagIds: 0 } });
    expect(await collection.find({}).sort({ _id: 1 }).toArray()).toEqual(tabs);
  });
});
