import { decryptTabBody, SONGBOOK_MESSAGES as M, SONGBOOK_API } from '@acorduri/contracts';
import { Types } from 'mongoose';
import request from 'supertest';
import { eraseAccount } from '../src/account/accountDeletion.service';
import { COUNTERS } from '../src/counters/counterRegistry';
import { findCounterDrift } from '../src/counters/recountCounters';
import { describePage } from '../src/seo/describePage';
import { StructuredData } from '../src/seo/structuredData';
import { SongbookModel } from '../src/songbooks/songbook.model';
import { TabModel } from '../src/tabs/tab.model';
import { UserModel } from '../src/users/user.model';
import { createArtist, createTab, SAMPLE_BODY } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser, signedInAgent, type TestAgent } from './support/users';

const UNAUTHENTICATED = 'Acțiunea necesită autentificare.';
const FORBIDDEN = 'Acțiunea necesită autorizare.';
const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';
const MISSING_ID = '0123456789abcdef01234567';

describe('songbooks (/api/user/songbook, /api/songbook, /api/profile/{slug}/songbooks)', () => {
  let api: TestApi;
  let ana: TestAgent;
  let ion: TestAgent;
  let anaId: string;
  let tabIds: string[];

  beforeAll(async () => {
    api = await startTestApi();
    const anaUser = await createUser({ username: 'Ana Cântăreața', slug: 'ana-cantareata' });
    anaId = anaUser._id.toHexString();
    ana = await signedInAgent(api.app, anaUser);
    ion = await signedInAgent(api.app, await createUser({ username: 'Ion', slug: 'ion' }));
    const artist = await createArtist('Vama Veche');
    const tabs = await Promise.all(
      ['Epilog', 'Perfect fără tine', 'Vino'].map((title) => createTab({ title, artist })),
    );
    tabIds = tabs.map((tab) => tab._id.toHexString());
  });
  afterAll(() => api.stop());

  async function newSongbook(agent: TestAgent, name: string, isPublic = false) {
    const res = await agent.post(SONGBOOK_API.mine).send({ name, isPublic });
    expect(res.status).toBe(201);
    return res.body as { id: string; slug: string };
  }

  it('creates a private songbook with a slug folded from its name', async () => {
    const res = await ana
      .post(SONGBOOK_API.mine)
      .send({ name: '  Nuntă în Ștefănești ', description: 'Sâmbătă' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Nuntă în Ștefănești',
      slug: 'nunta-in-stefanesti',
      description: 'Sâmbătă',
      isPublic: false,
      entryCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      owner: { name: 'Ana Cântăreața', slug: 'ana-cantareata' },
      isOwner: true,
      entries: [],
    });
    const again = await newSongbook(ion, 'Nuntă în Ștefănești');
    expect(again.slug).toBe('nunta-in-stefanesti-2');
  });

  it('answers each validation message', async () => {
    expect((await ana.post(SONGBOOK_API.mine).send({})).body.errors).toEqual([M.nameRequired]);
    const long = await ana
      .post(SONGBOOK_API.mine)
      .send({ name: 'n'.repeat(81), description: 'd'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([M.nameTooLong, M.descriptionTooLong]);
    const { id } = await newSongbook(ana, 'Validare');
    const entry = await ana
      .post(SONGBOOK_API.entries(id))
      .send({ tabId: tabIds[0], transpose: 12, capo: 12, note: 'n'.repeat(201), scrollSpeed: 11 });
    expect(entry.body.errors).toEqual([
      M.transposeInvalid,
      M.capoInvalid,
      M.noteTooLong,
      M.scrollSpeedInvalid,
    ]);
    expect((await ana.post(SONGBOOK_API.entries(id)).send({})).body.errors).toEqual([M.tabRequired]);
    expect((await ana.post(SONGBOOK_API.entries(id)).send({ tabId: 'x' })).body.errors).toEqual([
      M.tabInvalid,
    ]);
    const missingTab = await ana.post(SONGBOOK_API.entries(id)).send({ tabId: MISSING_ID });
    expect(missingTab.status).toBe(400);
    expect(missingTab.body.errors).toEqual([M.tabUnavailable]);
    expect((await ana.get(SONGBOOK_API.one('nope'))).body.errors).toEqual([M.songbookInvalid]);
  });

  it('adds, updates, reorders and removes entries, each answer the whole songbook', async () => {
    const { id } = await newSongbook(ana, 'Repetiție');
    const first = await ana.post(SONGBOOK_API.entries(id)).send({ tabId: tabIds[0], transpose: -2, capo: 3 });
    expect(first.status).toBe(201);
    expect(first.body.entries).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        tabId: tabIds[0],
        title: 'Epilog',
        artistName: 'Vama Veche',
        transpose: -2,
        capo: 3,
        note: '',
        scrollSpeed: 0,
        unavailable: false,
        tab: {
          id: tabIds[0],
          title: 'Epilog',
          slug: 'epilog',
          artist: { name: 'Vama Veche', slug: 'vama-veche' },
        },
      },
    ]);
    await ana.post(SONGBOOK_API.entries(id)).send({ tabId: tabIds[1] });
    const third = await ana
      .post(SONGBOOK_API.entries(id))
      .send({ tabId: tabIds[2], note: 'Final', scrollSpeed: 4 });
    const [a, b, c] = (third.body.entries as { id: string }[]).map((entry) => entry.id) as [
      string,
      string,
      string,
    ];

    const updated = await ana
      .put(SONGBOOK_API.entry(id, b))
      .send({ transpose: 5, note: ' Tonalitate nouă ' });
    expect(updated.status).toBe(200);
    expect(updated.body.entries[1]).toMatchObject({ transpose: 5, capo: 0, note: 'Tonalitate nouă' });

    const reordered = await ana.put(SONGBOOK_API.order(id)).send({ entryIds: [c, a, b] });
    expect(reordered.status).toBe(200);
    expect(reordered.body.entries.map((entry: { id: string }) => entry.id)).toEqual([c, a, b]);
    expect(reordered.body.entries[2]).toMatchObject({ transpose: 5, note: 'Tonalitate nouă' });

    for (const entryIds of [
      [c, a],
      [c, a, b, MISSING_ID],
      [c, a, MISSING_ID],
      [c, a, a],
    ]) {
      const refused = await ana.put(SONGBOOK_API.order(id)).send({ entryIds });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([M.orderMismatch]);
    }

    const removed = await ana.delete(SONGBOOK_API.entry(id, a));
    expect(removed.status).toBe(200);
    expect(removed.body.entries.map((entry: { id: string }) => entry.id)).toEqual([c, b]);
    expect((await ana.delete(SONGBOOK_API.entry(id, a))).status).toBe(404);
    expect((await ana.put(SONGBOOK_API.entry(id, a)).send({ capo: 1 })).status).toBe(404);
  });

  it('gives the reading calls every available body and marks deleted or unpublished tabs unavailable', async () => {
    const artist = await createArtist('Holograf');
    const doomed = await createTab({ title: 'Ești tot ce am', artist });
    const hidden = await createTab({ title: 'Sfârșit de drum', artist });
    const { id, slug } = await newSongbook(ana, 'Concert', true);
    for (const tabId of [tabIds[0], doomed._id.toHexString(), hidden._id.toHexString()])
      await ana.post(SONGBOOK_API.entries(id)).send({ tabId });
    await TabModel.deleteOne({ _id: doomed._id });
    await TabModel.updateOne({ _id: hidden._id }, { $set: { isPublic: false } });

    const own = await ana.get(SONGBOOK_API.one(id)).expect(200);
    expect(own.body.entries.map((entry: { unavailable: boolean }) => entry.unavailable)).toEqual([
      false,
      true,
      true,
    ]);
    expect(await decryptTabBody(own.body.entries[0].body)).toBe(SAMPLE_BODY);
    expect(own.body.entries[1]).toMatchObject({ title: 'Ești tot ce am', artistName: 'Holograf', tab: null });
    expect(own.body.entries[1].body).toBeUndefined();
    expect(own.body.entries[2].body).toBeUndefined();

    const shared = await request(api.app).get(SONGBOOK_API.bySlug(slug)).expect(200);
    expect(shared.body).toMatchObject({ name: 'Concert', isOwner: false, entryCount: 3 });
    expect(shared.body.entries[2]).toMatchObject({ unavailable: true, title: 'Sfârșit de drum' });
  });

  it('keeps other users out: 401 anonymous, 404 on a private songbook, 403 on writes', async () => {
    const { id, slug } = await newSongbook(ana, 'Secret');
    const anonymous = request(api.app);
    for (const res of [
      await anonymous.get(SONGBOOK_API.mine),
      await anonymous.post(SONGBOOK_API.mine).send({ name: 'X' }),
      await anonymous.get(SONGBOOK_API.one(id)),
      await anonymous.put(SONGBOOK_API.one(id)).send({ name: 'X' }),
      await anonymous.delete(SONGBOOK_API.one(id)),
      await anonymous.post(SONGBOOK_API.duplicate(id)),
      await anonymous.post(SONGBOOK_API.entries(id)).send({ tabId: tabIds[0] }),
      await anonymous.put(SONGBOOK_API.order(id)).send({ entryIds: [] }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.errors).toEqual([UNAUTHENTICATED]);
    }
    expect((await ion.get(SONGBOOK_API.one(id))).body.errors).toEqual([NOT_FOUND]);
    expect((await ion.post(SONGBOOK_API.duplicate(id))).status).toBe(404);
    expect((await anonymous.get(SONGBOOK_API.bySlug(slug))).status).toBe(404);
    expect((await ion.get(SONGBOOK_API.bySlug(slug))).status).toBe(404);
    expect((await ana.get(SONGBOOK_API.bySlug(slug))).status).toBe(200);
    const entry = (await ana.post(SONGBOOK_API.entries(id)).send({ tabId: tabIds[0] })).body.entries[0].id;
    for (const res of [
      await ion.put(SONGBOOK_API.one(id)).send({ name: 'Al meu' }),
      await ion.delete(SONGBOOK_API.one(id)),
      await ion.post(SONGBOOK_API.entries(id)).send({ tabId: tabIds[1] }),
      await ion.put(SONGBOOK_API.entry(id, entry)).send({ capo: 2 }),
      await ion.delete(SONGBOOK_API.entry(id, entry)),
      await ion.put(SONGBOOK_API.order(id)).send({ entryIds: [entry] }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual([FORBIDDEN]);
    }
    expect((await ana.get(SONGBOOK_API.one(id))).body).toMatchObject({ name: 'Secret', entryCount: 1 });
    expect((await ion.get(SONGBOOK_API.one(MISSING_ID))).status).toBe(404);
    expect((await ion.put(SONGBOOK_API.one(MISSING_ID)).send({ name: 'X' })).status).toBe(404);
  });

  it('renames with the slug following the name only while private, and counts public songbooks', async () => {
    const { id } = await newSongbook(ana, 'Ciornă');
    const renamed = await ana.put(SONGBOOK_API.one(id)).send({ name: 'Bal de absolvire' });
    expect(renamed.body).toMatchObject({ name: 'Bal de absolvire', slug: 'bal-de-absolvire' });
    const before = (await UserModel.findById(anaId).lean())?.publicSongbookCount ?? 0;
    const shared = await ana.put(SONGBOOK_API.one(id)).send({ isPublic: true, description: 'Pentru toți' });
    expect(shared.body).toMatchObject({ isPublic: true, description: 'Pentru toți' });
    expect((await UserModel.findById(anaId).lean())?.publicSongbookCount).toBe(before + 1);
    const renamedAgain = await ana.put(SONGBOOK_API.one(id)).send({ name: 'Bal 2026' });
    expect(renamedAgain.body).toMatchObject({ name: 'Bal 2026', slug: 'bal-de-absolvire' });

    const profile = await request(api.app).get('/api/profile/ana-cantareata').expect(200);
    expect(profile.body.publicSongbookCount).toBe(before + 1);
    const listed = await request(api.app).get(SONGBOOK_API.ofProfile('ana-cantareata')).expect(200);
    expect(listed.body.songbooks[0]).toMatchObject({
      name: 'Bal 2026',
      slug: 'bal-de-absolvire',
      isPublic: true,
    });
    expect(listed.body.songbooks.every((songbook: { isPublic: boolean }) => songbook.isPublic)).toBe(true);
    expect((await request(api.app).get(SONGBOOK_API.ofProfile('nimeni'))).status).toBe(404);

    await ana.put(SONGBOOK_API.one(id)).send({ isPublic: false });
    expect((await UserModel.findById(anaId).lean())?.publicSongbookCount).toBe(before);
    const registered = COUNTERS.find((counter) => counter.name === 'users.songbookCount');
    expect(registered).toBeDefined();
    if (registered) expect((await findCounterDrift(registered)).drift).toEqual([]);
  });

  it('names a public songbook page in its head and answers 404 for a private or unknown one', async () => {
    const shared = await newSongbook(ana, 'Seară de folk', true);
    await ana.post(SONGBOOK_API.entries(shared.id)).send({ tabId: tabIds[0] });
    const hidden = await newSongbook(ana, 'Ascunsă');
    const context = { pageNumber: 1, passphrase: 'x', schema: new StructuredData('https://acorduri.test') };
    const page = await describePage(`/cantece/${shared.slug}`, context);
    expect(page).toMatchObject({
      status: 200,
      meta: {
        title: 'Seară de folk',
        description:
          'Lista de cântece „Seară de folk” a lui Ana Cântăreața: 1 cântec, cu tonalitatea aleasă pentru fiecare.',
      },
      canonicalPath: `/cantece/${shared.slug}`,
    });
    expect((await describePage(`/cantece/${hidden.slug}`, context)).status).toBe(404);
    expect((await describePage('/cantece/nu-exista', context)).status).toBe(404);
    expect(await describePage(`/cantece/${shared.slug}/scena`, context)).toMatchObject({
      status: 200,
      meta: { title: 'Mod scenă: Seară de folk' },
      noindex: true,
    });
    expect((await describePage(`/cantece/${hidden.slug}/scena`, context)).status).toBe(404);
    expect((await describePage('/cantece/nu-exista/scena', context)).status).toBe(404);
  });

  it('duplicates an own or a public songbook as a private copy, and deletes', async () => {
    const { id, slug } = await newSongbook(ana, 'Set de vară', true);
    await ana.post(SONGBOOK_API.entries(id)).send({ tabId: tabIds[1], transpose: 2, note: 'Rar' });
    const copy = await ion.post(SONGBOOK_API.duplicate(id));
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Set de vară (copie)',
      isPublic: false,
      isOwner: true,
      entryCount: 1,
    });
    expect(copy.body.slug).not.toBe(slug);
    expect(copy.body.entries[0]).toMatchObject({ tabId: tabIds[1], transpose: 2, note: 'Rar' });
    expect(copy.body.entries[0].id).not.toBe((await ana.get(SONGBOOK_API.one(id))).body.entries[0].id);

    const longName = await newSongbook(ana, 'L'.repeat(80));
    expect((await ana.post(SONGBOOK_API.duplicate(longName.id))).body.name).toHaveLength(80);

    const count = (await UserModel.findById(anaId).lean())?.songbookCount ?? 0;
    expect((await ana.delete(SONGBOOK_API.one(id))).status).toBe(204);
    expect((await ana.get(SONGBOOK_API.one(id))).status).toBe(404);
    expect((await ana.delete(SONGBOOK_API.one(id))).status).toBe(404);
    expect((await UserModel.findById(anaId).lean())?.songbookCount).toBe(count - 1);
    expect((await ion.get(SONGBOOK_API.one(copy.body.id))).status).toBe(200);
  });

  it('lists my songbooks, last changed first', async () => {
    const res = await ion.get(SONGBOOK_API.mine).expect(200);
    expect(res.body.songbooks.map((songbook: { name: string }) => songbook.name)).toEqual([
      'Set de vară (copie)',
      'Nuntă în Ștefănești',
    ]);
    expect(res.body.songbooks[0]).not.toHaveProperty('entries');
    expect(res.body.total).toBe(2);
    const byName = await ion.get(`${SONGBOOK_API.mine}?orderby=name&sort=asc&limit=1&offset=1`).expect(200);
    expect(byName.body).toMatchObject({ total: 2, songbooks: [{ name: 'Set de vară (copie)' }] });
    expect((await ion.get(`${SONGBOOK_API.mine}?orderby=slug`)).status).toBe(400);
  });

  it('deletes the songbooks of a deleted account', async () => {
    const user = await createUser({ username: 'Plecat', slug: 'plecat' });
    const agent = await signedInAgent(api.app, user);
    const { slug } = await newSongbook(agent, 'Rămas bun', true);
    await eraseAccount(user._id);
    expect(await SongbookModel.countDocuments({ ownerId: user._id })).toBe(0);
    expect((await request(api.app).get(SONGBOOK_API.bySlug(slug))).status).toBe(404);
  });

  it('holds at most 100 songs per songbook and 50 songbooks per user', async () => {
    const user = await createUser({ username: 'Colecționar', slug: 'colectionar' });
    const agent = await signedInAgent(api.app, user);
    const { id } = await newSongbook(agent, 'Plină');
    const filler = Array.from({ length: 99 }, () => ({ tabId: new Types.ObjectId(tabIds[0]) }));
    await SongbookModel.updateOne({ _id: id }, { $push: { entries: { $each: filler } } });
    expect((await agent.post(SONGBOOK_API.entries(id)).send({ tabId: tabIds[1] })).status).toBe(201);
    const over = await agent.post(SONGBOOK_API.entries(id)).send({ tabId: tabIds[2] });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([M.tooManyEntries]);

    await SongbookModel.insertMany(
      Array.from({ length: 49 }, (_, n) => ({ ownerId: user._id, name: `L${n}`, slug: `colectionar-${n}` })),
    );
    const refused = await agent.post(SONGBOOK_API.mine).send({ name: 'A 51-a' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([M.tooManySongbooks]);
    expect((await agent.post(SONGBOOK_API.duplicate(id))).body.errors).toEqual([M.tooManySongbooks]);
  });
});
