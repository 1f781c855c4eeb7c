import mongoose from 'mongoose';
import request from 'supertest';
import { publicTabRecord, publicTabRecordBySlug } from '../src/tabs/publicTabReads';
import { TabModel } from '../src/tabs/tab.model';
import { findTabPage } from '../src/tabs/tabPage';
import { useAdminApi } from './support/adminApi';
import { createArtist, createTab } from './support/catalogue';
import { callsDuring, databaseCallsDuring } from './support/databaseCalls';

const suite = useAdminApi();

describe('public tabs read by id and by slug', () => {
  it('read the tabs asked in one turn of the event loop with one query, each its own answer', async () => {
    const artist = await createArtist('Artist citit împreună');
    const tabs = await Promise.all(
      Array.from({ length: 12 }, (_, index) => createTab({ title: `Citit împreună ${index}`, artist })),
    );
    const hidden = await createTab({ title: 'Necitit', artist, isPublic: false });
    const missing = new mongoose.Types.ObjectId().toHexString();
    const asked = [...tabs.map((tab) => tab.id as string), hidden.id as string, missing];
    let records: Awaited<ReturnType<typeof publicTabRecord>>[] = [];
    const finds = await callsDuring('tabs', 'find', async () => {
      records = await Promise.all(
        asked.map((id, index) => publicTabRecord(index % 2 ? id.toUpperCase() : id)),
      );
    });
    expect(finds).toBe(1);
    expect(records.map((record) => record?.title ?? null)).toEqual([
      ...tabs.map((tab) => tab.title),
      null,
      null,
    ]);
  });

  it('read the tabs asked by artist and slug in one turn of the event loop with one query, each its own answer', async () => {
    const [first, second] = [await createArtist('Primul artist'), await createArtist('Al doilea artist')];
    const tabs = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        createTab({ title: `Pereche ${index}`, artist: index % 2 ? second : first }),
      ),
    );
    const hidden = await createTab({ title: 'Pereche ascunsă', artist: first, isPublic: false });
    const asked = [
      ...tabs.map((tab) => ({ artistId: tab.artistId as mongoose.Types.ObjectId, slug: tab.slug })),
      { artistId: first._id, slug: hidden.slug },
      // A slug of the other artist's tab names nothing under this one.
      { artistId: first._id, slug: (tabs[1] as (typeof tabs)[number]).slug },
      { artistId: first._id, slug: (tabs[0] as (typeof tabs)[number]).slug },
    ];
    let records: Awaited<ReturnType<typeof publicTabRecordBySlug>>[] = [];
    const finds = await callsDuring('tabs', 'find', async () => {
      records = await Promise.all(asked.map(({ artistId, slug }) => publicTabRecordBySlug(artistId, slug)));
    });
    expect(finds).toBe(1);
    expect(records.map((record) => record?.title ?? null)).toEqual([
      ...tabs.map((tab) => tab.title),
      null,
      null,
      'Pereche 0',
    ]);
  });

  it('read the pairs through the unique artist and slug index, one index point a pair, no collection scan', async () => {
    const artist = await createArtist('Artist cu index');
    const tabs = await Promise.all([
      createTab({ title: 'Punct 1', artist }),
      createTab({ title: 'Punct 2', artist }),
    ]);
    const calls = await databaseCallsDuring(() =>
      Promise.all(tabs.map((tab) => publicTabRecordBySlug(artist._id, tab.slug))),
    );
    const filter = calls.find((call) => call.collection === 'tabs' && call.method === 'find')?.args[0];
    const explained = await TabModel.find(filter as Record<string, unknown>).explain('queryPlanner');
    const winning = JSON.stringify(
      (explained as unknown as { queryPlanner: { winningPlan: unknown } }).queryPlanner.winningPlan,
    );
    expect(winning.match(/"IXSCAN"/g)).toHaveLength(2);
    expect(winning.match(/"indexName":"artistId_1_slug_1"/g)).toHaveLength(2);
    expect(winning).not.toContain('COLLSCAN');
  });

  it('load the fields a reader is shown only, not the search, chord-set and draft fields', async () => {
    const artist = await createArtist('Artist cu câmpuri');
    const tab = await createTab({ title: 'Câmpuri', artist });
    const record = await publicTabRecord(tab.id as string);
    const [row] = await findTabPage(
      { _id: tab._id, isPublic: true },
      { orderby: 'title', sort: 'asc' },
      0,
      1,
    );
    const stored = await TabModel.findById(tab._id).lean();
    expect(stored?.progressionGrams.length).toBeGreaterThan(0);
    for (const loaded of [record, row]) {
      expect(loaded?.title).toBe('Câmpuri');
      for (const field of [
        'searchGrams',
        'searchWords',
        'progressionGrams',
        'chordKey',
        'draft',
        'ratingSum',
      ])
        expect(loaded).not.toHaveProperty(field);
    }
    expect(record?.body).toBe(stored?.body);
    expect(row).not.toHaveProperty('body');
  });

  it('answer 404 for a tab that is not public, whatever other tabs are read with it', async () => {
    const artist = await createArtist('Artist ascuns');
    const [shown, hidden] = [
      await createTab({ title: 'Arătat', artist }),
      await createTab({ title: 'Ascuns', artist, isPublic: false }),
    ];
    const [shownAnswer, hiddenAnswer] = await Promise.all([
      request(suite.api.app).get(`/api/tab/${shown.id}`),
      request(suite.api.app).get(`/api/tab/${hidden.id}`),
    ]);
    expect(shownAnswer.status).toBe(200);
    expect(shownAnswer.body.title).toBe('Arătat');
    expect(hiddenAnswer.status).toBe(404);
  });
});
