import type { Db } from 'mongodb';
import { openTarget, type TestTarget } from './support/target';

let target: TestTarget;
let db: Db;

beforeAll(async () => {
  target = await openTarget('text_search');
  db = target.client.db(target.dbName);
});
afterAll(() => target.close());

describe('text indexes and $text', () => {
  it('lists a text index as mongod does and refuses $text without one', async () => {
    const plain = db.collection('plain');
    await plain.insertOne({ title: 'x' });
    await expect(plain.find({ $text: { $search: 'x' } }).toArray()).rejects.toMatchObject({ code: 27 });
    const songs = db.collection('songs_spec');
    await songs.createIndex(
      { title: 'text', body: 'text' },
      { weights: { title: 5 }, default_language: 'romanian' },
    );
    const index = (await songs.listIndexes().toArray()).find((spec) => spec.name === 'title_text_body_text');
    expect(index).toMatchObject({
      key: { _fts: 'text', _ftsx: 1 },
      weights: { title: 5, body: 1 },
      default_language: 'romanian',
      language_override: 'language',
      textIndexVersion: 3,
    });
  });

  it('finds Romanian words case- and diacritic-insensitively, scores and sorts by textScore', async () => {
    const songs = db.collection('songs');
    await songs.createIndex(
      { title: 'text', body: 'text' },
      { weights: { title: 3 }, default_language: 'romanian' },
    );
    await songs.insertMany([
      { _id: 1 as never, title: 'Cântec de leagăn', body: 'Dormi, puiule, dormi' },
      { _id: 2 as never, title: 'Ploaia', body: 'Un cântec trist și un CÂNTEC vesel' },
      { _id: 3 as never, title: 'Marea', body: 'valuri și vânt' },
    ]);
    const found = await songs
      .find({ $text: { $search: 'CANTEC' } }, { projection: { score: { $meta: 'textScore' }, title: 1 } })
      .sort({ score: { $meta: 'textScore' } })
      .toArray();
    expect(found.map((doc) => doc._id)).toEqual([1, 2]);
    expect(found[0]!.score).toBeGreaterThan(found[1]!.score);
    expect(Object.keys(found[0]!)).toEqual(['_id', 'title', 'score']);
    // Stop words ("și", "un") find nothing; a negated word and a phrase narrow the matches.
    expect(await songs.countDocuments({ $text: { $search: 'si un' } })).toBe(0);
    expect(await songs.countDocuments({ $text: { $search: 'cantec -trist' } })).toBe(1);
    expect(await songs.countDocuments({ $text: { $search: '"cântec vesel"' } })).toBe(1);
    expect(await songs.countDocuments({ $text: { $search: 'valuri' }, title: 'Ploaia' })).toBe(0);
  });

  it('keeps the text index up to date on update and delete, and serves aggregate with $meta', async () => {
    const songs = db.collection('songs_live');
    await songs.createIndex({ body: 'text' }, { default_language: 'none' });
    await songs.insertMany([
      { _id: 1 as never, body: 'alpha beta' },
      { _id: 2 as never, body: 'alpha alpha alpha' },
    ]);
    await songs.updateOne({ _id: 1 as never }, { $set: { body: 'gamma' } });
    await songs.deleteOne({ _id: 2 as never });
    expect(await songs.countDocuments({ $text: { $search: 'alpha' } })).toBe(0);
    const aggregated = await songs
      .aggregate([
        { $match: { $text: { $search: 'gamma' } } },
        { $sort: { score: { $meta: 'textScore' } } },
        { $project: { body: 1, score: { $meta: 'textScore' } } },
      ])
      .toArray();
    expect(aggregated).toEqual([{ _id: 1, body: 'gamma', score: 1.1 }]);
  });
});
