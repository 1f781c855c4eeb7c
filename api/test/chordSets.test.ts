import { CHORD_SET_MESSAGES } from '@acorduri/contracts';
import request from 'supertest';
import { backfillChordSets, oldestChordSetVersion } from '../src/chordSets/chordSet.backfill';
import { ChordSetBackfill } from '../src/chordSets/chordSetBackfillJob';
import { releaseBackfillLease, takeBackfillLease } from '../src/chordSets/chordSetBackfillLease';
import { ChordSetPrefixModel } from '../src/chordSets/chordSetPrefix.model';
import { CHORD_SET_VERSION } from '../src/chordSets/tabChordFields';
import { createLogger } from '../src/logger';
import { TabModel } from '../src/tabs/tab.model';
import { useAdminApi } from './support/adminApi';
import { createArtist, createTab } from './support/catalogue';
import { databaseCallsDuring } from './support/databaseCalls';

const line = (chords: string, lyric = 'Cântă vântul peste sat') => `${chords}\n${lyric}\n`;

describe('play what you know (HTTP)', () => {
  const suite = useAdminApi();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const artist = await createArtist('Ana Blandiana');
    const tabs = {
      open: { body: line('G   C   D   Em') + line('Em  C   G   D'), favouriteCount: 5 },
      capoTwo: { body: line('A   D   E   F#m') + line('F#m D   A   E'), favouriteCount: 10 },
      unknown: { body: line('G   C7#11') + line('G   C7#11'), favouriteCount: 1 },
      slash: { body: line('G/B   C   D') + line('G  C  D'), favouriteCount: 2 },
      hidden: { body: line('G   C') + line('C   G'), favouriteCount: 50, isPublic: false },
      popular: { body: line('C   G   Am   F') + line('C   G   Am   F'), favouriteCount: 3 },
    };
    for (const [title, fields] of Object.entries(tabs)) {
      ids[title] = String((await createTab({ title, artist, ...fields }))._id);
    }
  });

  const playable = (query: string) => suite.admin.get(`/api/tab/playable?${query}`);

  it('lists the public tabs played with the chords as written, most favoured first', async () => {
    const res = await playable('chords=G,C,D,Em');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.tabs.map((tab: { id: string }) => tab.id)).toEqual([ids.open, ids.slash]);
    expect(res.body.tabs[0]).toMatchObject({ title: 'open', capo: 0, chords: ['G', 'C', 'D', 'Em'] });
    expect(res.body.tabs[1]).toMatchObject({ capo: 0, chords: ['G', 'C', 'D'] });
  });

  it('with capo=any adds the tabs a capo makes playable, with the fret and the shapes fingered', async () => {
    const res = await playable('chords=G,C,D,Em&capo=any');
    expect(res.body.tabs.map((tab: { id: string }) => tab.id)).toEqual([
      ids.capoTwo,
      ids.open,
      ids.popular,
      ids.slash,
    ]);
    expect(res.body.tabs[0]).toMatchObject({ capo: 2, chords: ['G', 'C', 'D', 'Em'] });
    expect(res.body.tabs[2]).toMatchObject({ capo: 5, chords: ['G', 'C', 'D', 'Em'] });
    expect((await playable('chords=G,C,D,Em&capo=any&limit=1&offset=1')).body).toMatchObject({
      total: 4,
      tabs: [{ id: ids.open }],
    });
  });

  it('answers the Romanian messages for bad queries', async () => {
    const cases: [string, string][] = [
      ['/api/tab/playable', CHORD_SET_MESSAGES.chordsRequired],
      ['/api/tab/playable?chords=G,Qm', 'Acordul „Qm” nu este în dicționar.'],
      ['/api/tab/playable?chords=G&capo=3', CHORD_SET_MESSAGES.capoInvalid],
      ['/api/chords/next?chords=', CHORD_SET_MESSAGES.chordsRequired],
      ['/api/tab/progression?degrees=I', CHORD_SET_MESSAGES.degreesRequired],
      [
        '/api/tab/progression?degrees=I-W',
        'Treapta „W” nu este o treaptă validă (de exemplu I, V, vi, bVII, vii°).',
      ],
    ];
    for (const [path, message] of cases) {
      const res = await suite.admin.get(path);
      expect({ path, status: res.status, errors: res.body.errors }).toEqual({
        path,
        status: 400,
        errors: [message],
      });
    }
  });

  it('suggests the chord that opens the most further tabs, with examples', async () => {
    const res = await suite.admin.get('/api/chords/next?chords=G,C,D');
    expect(res.status).toBe(200);
    expect(res.body.chords[0]).toMatchObject({
      chord: 'Em',
      count: 1,
      examples: [{ id: ids.open, capo: 0 }],
    });
    const withCapo = await suite.admin.get('/api/chords/next?chords=C,D,Em&capo=any');
    expect(withCapo.body.chords[0]).toMatchObject({ chord: 'G', count: 4 });
  });

  it('finds a progression in any key, with the key and where it starts', async () => {
    const res = await suite.admin.get('/api/tab/progression?degrees=I-V-vi-IV');
    expect(res.body).toMatchObject({
      total: 1,
      tabs: [{ id: ids.popular, key: 'C', start: { line: 1, change: 0 }, chords: ['C', 'G', 'Am', 'F'] }],
    });
    const minor = await suite.admin.get('/api/tab/progression?degrees=i-VI-III-VII');
    // The major songs hold it too (F#m D A E in A, Em C G D in G): the same steps from their relative minors.
    expect(minor.body).toMatchObject({
      total: 3,
      tabs: [
        { id: ids.capoTwo, key: 'A', start: { line: 1, change: 3 }, chords: ['F#m', 'D', 'A', 'E'] },
        { id: ids.open, key: 'G', chords: ['Em', 'C', 'G', 'D'] },
        { id: ids.popular, start: { change: 2 }, chords: ['Am', 'F', 'C', 'G'] },
      ],
    });
  });

  it('finds progressions longer than four chords: five as indexed, longer against the whole chain', async () => {
    const five = await suite.admin.get('/api/tab/progression?degrees=vi-IV-I-V-vi');
    expect(five.body).toMatchObject({
      total: 1,
      tabs: [{ id: ids.popular, start: { line: 1, change: 2 }, chords: ['Am', 'F', 'C', 'G', 'Am'] }],
    });
    const seven = await suite.admin.get('/api/tab/progression?degrees=V-vi-IV-I-V-vi-IV');
    expect(seven.body).toMatchObject({
      total: 1,
      tabs: [
        { id: ids.popular, start: { line: 1, change: 1 }, chords: ['G', 'Am', 'F', 'C', 'G', 'Am', 'F'] },
      ],
    });
    expect((await suite.admin.get('/api/tab/progression?degrees=vi-IV-I-V-vi-IV-I-V')).body.total).toBe(0);
  });

  it('lists the chord names the dictionary lacks for admins only', async () => {
    expect((await suite.standard.get('/api/admin/chords/unknown')).status).toBe(403);
    const res = await suite.admin.get('/api/admin/chords/unknown');
    expect(res.body).toEqual({ chords: [{ name: 'C7#11', tabCount: 1 }], total: 1 });
  });

  it("keeps a signed-in reader's known chords in the dictionary's spelling", async () => {
    expect((await request(suite.api.app).get('/api/user/known-chords')).status).toBe(401);
    expect((await suite.standard.get('/api/user/known-chords')).body).toEqual({ chords: [] });
    const saved = await suite.standard.put('/api/user/known-chords').send({ chords: ['am', 'G', 'H7'] });
    expect(saved.body).toEqual({ chords: ['Am', 'G', 'B7'] });
    expect((await suite.standard.get('/api/user/known-chords')).body).toEqual({ chords: ['Am', 'G', 'B7'] });
    expect((await suite.admin.get('/api/user/known-chords')).body).toEqual({ chords: [] });
    const refused = await suite.standard.put('/api/user/known-chords').send({ chords: ['G', 'Qm'] });
    expect([refused.status, refused.body.errors]).toEqual([400, ['Acordul „Qm” nu este în dicționar.']]);
  });

  it('leaves tabs never derived out, marked partial, until the backfill reaches them, once', async () => {
    await TabModel.collection.updateMany(
      {},
      {
        $unset: {
          chordKey: '',
          chordUnknown: '',
          musicKey: '',
          progressionGrams: '',
          progressionSteps: '',
          chordSetVersion: '',
        },
      },
    );
    await ChordSetPrefixModel.deleteMany({});
    expect((await playable('chords=G,C,D,Em')).body).toEqual({ tabs: [], total: 0, partial: true });
    expect((await suite.admin.get('/api/chords/next?chords=G,C,D')).body.partial).toBe(true);
    expect((await suite.admin.get('/api/tab/progression?degrees=I-V-vi-IV')).body.partial).toBe(true);
    expect(await oldestChordSetVersion()).toBe(0);
    expect(await backfillChordSets()).toBe(6);
    expect(await backfillChordSets()).toBe(0);
    expect(await oldestChordSetVersion()).toBe(CHORD_SET_VERSION);
    const res = await playable('chords=G,C,D,Em');
    expect(res.body.total).toBe(2);
    expect(res.body).not.toHaveProperty('partial');
    const five = await suite.admin.get('/api/tab/progression?degrees=vi-IV-I-V-vi');
    expect(five.body).toMatchObject({ total: 1, tabs: [{ id: ids.popular }] });
  });

  it('answers from an older derivation while it waits, and backfills it from the stored chain alone', async () => {
    // Version 2: no loop keys in the progression index, five-step runs at most.
    const tabs = await TabModel.find({}, { progressionGrams: 1 }).lean();
    for (const tab of tabs) {
      await TabModel.collection.updateOne(
        { _id: tab._id },
        {
          $set: {
            chordSetVersion: 2,
            progressionGrams: tab.progressionGrams.filter((gram) => !gram.includes('~')),
          },
        },
      );
    }
    const loop = () => suite.admin.get('/api/tab/progression?degrees=V-vi-IV-I-V-vi-IV');
    const expected = {
      total: 1,
      tabs: [
        { id: ids.popular, start: { line: 1, change: 1 }, chords: ['G', 'Am', 'F', 'C', 'G', 'Am', 'F'] },
      ],
    };
    expect((await loop()).body).toMatchObject(expected);
    expect((await loop()).body).not.toHaveProperty('partial');
    expect((await playable('chords=G,C,D,Em')).body.total).toBe(2);
    const calls = await databaseCallsDuring(async () => expect(await backfillChordSets()).toBe(6));
    const writes = calls
      .filter((call) => call.method === 'bulkWrite')
      .flatMap((call) => call.args[0] as object[]);
    expect(writes).toHaveLength(6);
    for (const write of writes) {
      const { update } = (write as { updateOne: { update: { $set: object } } }).updateOne;
      expect(Object.keys(update.$set).sort()).toEqual(['chordSetVersion', 'progressionGrams']);
    }
    const popular = await TabModel.findById(ids.popular, { progressionGrams: 1 }).lean();
    expect(popular?.progressionGrams).toEqual(expect.arrayContaining(['0M-7M-9m-5M~8', '7M-9m-5M-0M~7']));
    expect((await loop()).body).toMatchObject(expected);
  });

  it('lets one instance at a time backfill, and a stopped one resume', async () => {
    expect(await takeBackfillLease('a', 60_000)).toBe(true);
    expect(await takeBackfillLease('b', 60_000)).toBe(false);
    expect(await takeBackfillLease('a', 60_000)).toBe(true);
    await releaseBackfillLease('a');
    expect(await takeBackfillLease('b', 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // b's lease ran out: a takes over from a holder that died.
    expect(await takeBackfillLease('a', 60_000)).toBe(true);
    await releaseBackfillLease('a');

    await TabModel.collection.updateMany({}, { $set: { chordSetVersion: 1 } });
    const timing = { leaseMs: 60_000, retryMs: 20, duty: 0.5 };
    const instances = [0, 1].map(() => new ChordSetBackfill(createLogger('silent'), timing));
    for (const instance of instances) instance.start();
    while ((await oldestChordSetVersion()) < CHORD_SET_VERSION) await new Promise((r) => setTimeout(r, 20));
    await Promise.all(instances.map((instance) => instance.stop()));
    expect(await TabModel.countDocuments({ chordSetVersion: CHORD_SET_VERSION })).toBe(6);
    expect(await takeBackfillLease('c', 60_000)).toBe(true);
    await releaseBackfillLease('c');
  });
});
