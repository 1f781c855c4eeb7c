import { decryptTabBody } from '@acorduri/contracts';
import { midiForChords } from '@acorduri/demo-data';
import request from 'supertest';
import { ArtistModel } from '../src/artists/artist.model';
import { CommentModel } from '../src/comments/comment.model';
import { EventLogModel } from '../src/events/eventLog.model';
import { EVENT } from '../src/events/eventTypes';
import { TabModel } from '../src/tabs/tab.model';
import { TagModel } from '../src/tags/tag.model';
import { UserModel } from '../src/users/user.model';
import { useAdminApi } from './support/adminApi';
import { createArtist, createTab, createTag, SAMPLE_BODY } from './support/catalogue';
import { createUser, type TestAgent } from './support/users';

const UNAUTHENTICATED = 'Acțiunea necesită autentificare.';
const FORBIDDEN = 'Acțiunea necesită autorizare.';
const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';
const MISSING_ID = '0123456789abcdef01234567';
/** A valid format-0 MIDI file, as the demo seed writes them. */
const MIDI = midiForChords(['Am', 'C']);

/** Every artist's and tag's tabCount against a recount of the public tabs. */
async function countersAgainstRecount() {
  const publicTabs = await TabModel.find({ isPublic: true }, { artistId: 1, tagIds: 1 }).lean();
  const recount = new Map<string, number>();
  const add = (id: { toHexString(): string } | null | undefined) => {
    if (id) recount.set(id.toHexString(), (recount.get(id.toHexString()) ?? 0) + 1);
  };
  for (const tab of publicTabs) {
    add(tab.artistId);
    for (const tagId of tab.tagIds) add(tagId);
  }
  const stored = [
    ...(await ArtistModel.find({}, { tabCount: 1 }).lean()),
    ...(await TagModel.find({}, { tabCount: 1 }).lean()),
  ];
  return {
    stored: stored.map((doc) => [doc._id.toHexString(), doc.tabCount]),
    recount: stored.map((doc) => [doc._id.toHexString(), recount.get(doc._id.toHexString()) ?? 0]),
  };
}

/** The event an admin write recorded about `subject` (e.g. `tab 65f0…`). */
const eventAbout = (code: number, subject: string) =>
  EventLogModel.findOne({ code, subject: { $regex: `^${subject}` } }).lean();

describe('admin tabs (/api/admin/tab)', () => {
  const suite = useAdminApi({ env: { RATE_LIMIT_WRITE_MAX: '10000' } });

  it('answers 401 to visitors and 403 to standard users on every call', async () => {
    const calls = (agent: TestAgent | ReturnType<typeof request>) => [
      agent.get('/api/admin/tab'),
      agent.get(`/api/admin/tab/${MISSING_ID}`),
      agent.put('/api/admin/tab').send({ id: MISSING_ID }),
      agent.put('/api/admin/tab/approve').send({ id: MISSING_ID }),
      agent.delete('/api/admin/tab').send({ id: MISSING_ID }),
      agent.post('/api/admin/tab/attachment').field('tabId', MISSING_ID).field('kind', 'midi'),
      agent.delete('/api/admin/tab/attachment').send({ tabId: MISSING_ID, kind: 'midi' }),
    ];
    for (const res of await Promise.all(calls(request(suite.api.app)))) {
      expect({ status: res.status, body: res.body }).toEqual({
        status: 401,
        body: { errors: [UNAUTHENTICATED] },
      });
    }
    for (const res of await Promise.all(calls(suite.standard))) {
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { errors: [FORBIDDEN] } });
    }
  });

  describe('the list and one tab', () => {
    const ids: Record<'dor' | 'noapte' | 'cantec', string> = { dor: '', noapte: '', cantec: '' };
    let rockId: string;
    let phoenixId: string;

    beforeAll(async () => {
      const [stefan, phoenix, rock, folk] = await Promise.all([
        createArtist('Ștefan Hrușcă'),
        createArtist('Phoenix'),
        createTag('Rock'),
        createTag('Folk'),
      ]);
      rockId = rock.id;
      phoenixId = phoenix.id;
      const author = await createUser({ username: 'Autor Listă', slug: 'autor-lista' });
      // Created in this order: the default list (id descending) answers them backwards.
      const dor = await createTab({
        title: 'Dor de ducă',
        artist: stefan,
        tags: [rock],
        authorId: author._id,
        body: 'Am\nIubirea noastră cântă-n noapte',
        midi: 'dor.mid',
      });
      const noapte = await createTab({
        title: 'Noapte albă',
        artist: phoenix,
        tags: [folk],
        isPublic: false,
        isExplicit: true,
        body: 'C G\nDorul meu de mare',
      });
      const cantec = await createTab({ title: 'Cântec de leagăn', artist: phoenix, tags: [rock, folk] });
      await TabModel.updateOne(
        { _id: cantec._id },
        {
          $set: {
            gtp: 'cantec.gp5',
            draftAvailable: true,
            draft: { title: 'Cântec de leagăn (live)', body: 'Dm\nLeagăn nou', artistId: phoenix._id },
          },
        },
      );
      Object.assign(ids, { dor: dor.id, noapte: noapte.id, cantec: cantec.id });
    });

    const listed = async (query: string) => {
      const res = await suite.admin.get(`/api/admin/tab?${query}`);
      expect(res.status).toBe(200);
      return { ids: res.body.tabs.map((tab: { id: string }) => tab.id), total: res.body.total };
    };
    const names = (...keys: (keyof typeof ids)[]) => keys.map((key) => ids[key]);

    it('answers { tabs, total }, newest id first by default, with the list rows of the spec', async () => {
      const res = await suite.admin.get('/api/admin/tab');
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(3);
      expect(res.body.tabs.map((tab: { id: string }) => tab.id)).toEqual(names('cantec', 'noapte', 'dor'));
      const dor = res.body.tabs[2];
      expect(dor).toMatchObject({
        id: ids.dor,
        title: 'Dor de ducă',
        slug: 'dor-de-duca',
        artist: { name: 'Ștefan Hrușcă', slug: 'stefan-hrusca', tempName: null },
        author: { name: 'Autor Listă', slug: 'autor-lista' },
        preview: 'Am\nIubirea noastră cântă-n noapte',
        tagsCsv: 'Rock',
        rating: 0,
        ratingCount: 0,
        favouriteCount: 0,
        commentCount: 0,
        isPublic: true,
        isExplicit: false,
        draftAvailable: false,
        midi: 'dor.mid',
        gtp: null,
      });
      expect(new Date(dor.createdAt).toISOString()).toBe(dor.createdAt);
      expect(dor).not.toHaveProperty('body');
      expect(await listed('limit=1&offset=1')).toEqual({ ids: names('noapte'), total: 3 });
    });

    it('sorts by the tab manager menu', async () => {
      expect((await listed('orderby=title&sort=asc')).ids).toEqual(names('cantec', 'dor', 'noapte'));
      expect((await listed('orderby=artist&sort=asc')).ids).toEqual(names('cantec', 'noapte', 'dor'));
      expect((await listed('orderby=id&sort=asc')).ids).toEqual(names('dor', 'noapte', 'cantec'));
      await TabModel.updateOne(
        { _id: ids.noapte },
        { $set: { favouriteCount: 5, commentCount: 2, rating: 4 } },
      );
      for (const orderby of ['favourite_count', 'comment_count', 'rating']) {
        expect((await listed(`orderby=${orderby}&sort=desc`)).ids[0]).toBe(ids.noapte);
      }
      expect((await listed('orderby=updated_at&sort=desc')).ids[0]).toBe(ids.noapte);
    });

    it('filters by published, to review, explicit, tag, artist, MIDI and Guitar Pro', async () => {
      expect(await listed('isPublic=0')).toEqual({ ids: names('noapte'), total: 1 });
      expect(await listed('isPublic=1')).toEqual({ ids: names('cantec', 'dor'), total: 2 });
      expect(await listed('draftAvailable=1')).toEqual({ ids: names('cantec'), total: 1 });
      expect(await listed('isExplicit=1')).toEqual({ ids: names('noapte'), total: 1 });
      expect(await listed(`tagId=${rockId}`)).toEqual({ ids: names('cantec', 'dor'), total: 2 });
      expect(await listed(`artistId=${phoenixId}&isPublic=1`)).toEqual({ ids: names('cantec'), total: 1 });
      expect(await listed('midi=1')).toEqual({ ids: names('dor'), total: 1 });
      expect(await listed('midi=0')).toEqual({ ids: names('cantec', 'noapte'), total: 2 });
      expect(await listed('gtp=1')).toEqual({ ids: names('cantec'), total: 1 });
      expect(await listed('isPublic=&tagId=&searchField=')).toMatchObject({ total: 3 });
    });

    it('searches artists, titles or the text, ignoring case and diacritics', async () => {
      expect(await listed('search=STEFAN&searchField=artists')).toEqual({ ids: names('dor'), total: 1 });
      expect(await listed('search=hoeni&searchField=artists')).toEqual({
        ids: names('cantec', 'noapte'),
        total: 2,
      });
      // The artist filter and a search in artists narrow together.
      expect(await listed(`search=hoeni&searchField=artists&artistId=${phoenixId}&isPublic=1`)).toEqual({
        ids: names('cantec'),
        total: 1,
      });
      expect(await listed(`search=stefan&searchField=artists&artistId=${phoenixId}`)).toEqual({
        ids: [],
        total: 0,
      });
      expect(await listed('search=st&searchField=artists')).toEqual({ ids: [], total: 0 });
      expect(await listed('search=hrușcă&searchField=titles')).toEqual({ ids: [], total: 0 });
      expect(await listed('search=cantec&searchField=titles')).toEqual({ ids: names('cantec'), total: 1 });
      expect(await listed('search=noapte')).toEqual({ ids: names('noapte'), total: 1 });
      expect(await listed('search=phoenix&searchField=')).toEqual({
        ids: names('cantec', 'noapte'),
        total: 2,
      });
      expect(await listed('search=IUBIR&searchField=text')).toEqual({ ids: names('dor'), total: 1 });
      expect(await listed('search=noastră CANT&searchField=text')).toEqual({ ids: names('dor'), total: 1 });
      expect(await listed('search=mare dorul&searchField=text')).toEqual({ ids: names('noapte'), total: 1 });
      expect(await listed('search=dor&searchField=text&isPublic=1')).toEqual({ ids: [], total: 0 });
      expect(await listed('search=de&searchField=text')).toEqual({ ids: [], total: 0 });
    });

    it('searches a prefix of more than a thousand known words through the index range', async () => {
      const body = Array.from({ length: 1001 }, (_, i) => `vocabular${i}`).join(' ');
      const tab = await createTab({ title: 'Dicționar', artist: await createArtist('Lexic'), body });
      expect(await listed('search=vocabular&searchField=text')).toEqual({ ids: [tab.id], total: 1 });
      expect(await listed('search=vocabular1000 vocab&searchField=text')).toEqual({
        ids: [tab.id],
        total: 1,
      });
      expect((await suite.admin.delete('/api/admin/tab').send({ id: tab.id })).body).toBe(true);
    });

    it('refuses unknown sorts, flags and ids with Romanian messages', async () => {
      const res = await suite.admin.get(
        '/api/admin/tab?orderby=body&isPublic=poate&tagId=12&searchField=autor',
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        'Criteriul de sortare nu este valid.',
        'Câmpul în care se caută nu este valid.',
        'Valoarea filtrului trebuie să fie 1 sau 0.',
        'Identificatorul nu este valid.',
      ]);
    });

    it('answers one tab with its body and its draft body encrypted, 404 for a missing one', async () => {
      const res = await suite.admin.get(`/api/admin/tab/${ids.cantec}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: ids.cantec,
        draftAvailable: true,
        isPublic: true,
        isExplicit: false,
        midi: null,
        gtp: 'cantec.gp5',
        tags: [
          { id: rockId, name: 'Rock', slug: 'rock' },
          { name: 'Folk', slug: 'folk' },
        ],
        draft: { title: 'Cântec de leagăn (live)', artistId: phoenixId, tempArtistName: null },
      });
      expect(await decryptTabBody(res.body.body)).toBe(SAMPLE_BODY);
      expect(await decryptTabBody(res.body.draft.body)).toBe('Dm\nLeagăn nou');
      const missing = await suite.admin.get(`/api/admin/tab/${MISSING_ID}`);
      expect({ status: missing.status, body: missing.body }).toEqual({
        status: 404,
        body: { errors: [NOT_FOUND] },
      });
      expect((await suite.admin.get('/api/admin/tab/nu-e-id')).status).toBe(400);
    });
  });

  describe('update, approval and deletion', () => {
    it('updates a tab: content, artist, tags and visibility, counters, slug, search and the event', async () => {
      const [from, to, rock, pop] = await Promise.all([
        createArtist('Compact'),
        createArtist('Holograf'),
        createTag('Rock Vechi'),
        createTag('Pop'),
      ]);
      await createTab({ title: 'Sălbatic', artist: to, tags: [pop] });
      const tab = await createTab({ title: 'Cine ești tu', artist: from, tags: [rock], isPublic: false });
      const res = await suite.admin.put('/api/admin/tab').send({
        id: tab.id,
        title: 'Sălbatic',
        artistId: to.id,
        body: 'G D\nZbor sălbatic',
        isPublic: 1,
        isExplicit: 1,
        tagIds: [pop.id, rock.id],
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: tab.id,
        title: 'Sălbatic',
        slug: 'salbatic-2',
        artist: { id: to.id, name: 'Holograf' },
        isPublic: true,
        isExplicit: true,
        preview: 'G D\nZbor sălbatic',
        tagsCsv: 'Pop, Rock Vechi',
      });
      expect(await decryptTabBody(res.body.body)).toBe('G D\nZbor sălbatic');
      expect((await ArtistModel.findById(to._id))?.tabCount).toBe(2);
      expect((await TagModel.findById(rock._id))?.tabCount).toBe(1);
      expect((await TagModel.findById(pop._id))?.tabCount).toBe(2);
      const found = await suite.admin.get('/api/admin/tab?search=zbor salb&searchField=text');
      expect(found.body.tabs.map((row: { id: string }) => row.id)).toEqual([tab.id]);
      expect((await suite.admin.get('/api/admin/tab?search=holograf&searchField=artists')).body.total).toBe(
        2,
      );
      expect(await eventAbout(EVENT.adminTabUpdated, `tab ${tab.id}`)).toMatchObject({
        email: suite.adminEmail,
        subject: `tab ${tab.id} «Sălbatic»`,
      });

      const hidden = await suite.admin.put('/api/admin/tab').send({
        id: tab.id,
        title: 'Sălbatic',
        artistId: to.id,
        body: 'G D',
        isPublic: 0,
        isExplicit: 0,
        tagIds: [pop.id],
      });
      expect(hidden.body.slug).toBe('salbatic-2');
      expect((await ArtistModel.findById(to._id))?.tabCount).toBe(1);
      expect((await TagModel.findById(rock._id))?.tabCount).toBe(0);
      expect((await TagModel.findById(pop._id))?.tabCount).toBe(1);
      const counters = await countersAgainstRecount();
      expect(counters.stored).toEqual(counters.recount);
    });

    it('answers the §5 messages, 404 for a missing tab and 400 for an unknown tag or artist', async () => {
      const empty = await suite.admin
        .put('/api/admin/tab')
        .send({ id: MISSING_ID, isPublic: 1, isExplicit: 0 });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual([
        'Titlul trebuie completat',
        'Cel puțin un artist trebuie selectat',
        'Textul trebuie completat',
        'Cel puțin o etichetă trebuie selectată',
      ]);
      const long = await suite.admin.put('/api/admin/tab').send({
        id: MISSING_ID,
        title: 'T'.repeat(101),
        artistId: MISSING_ID,
        body: 'x'.repeat(100001),
        isPublic: 1,
        isExplicit: 0,
        tagIds: [MISSING_ID],
      });
      expect(long.body.errors).toEqual([
        'Numele depășește 100 de caractere',
        'Textul depășește numărul maxim permis de caractere',
      ]);
      const [artist, tag] = await Promise.all([createArtist('Iris'), createTag('Hard Rock')]);
      const valid = {
        title: 'Baby',
        artistId: artist.id,
        body: 'E',
        isPublic: 1,
        isExplicit: 0,
        tagIds: [tag.id],
      };
      const missing = await suite.admin.put('/api/admin/tab').send({ ...valid, id: MISSING_ID });
      expect({ status: missing.status, body: missing.body }).toEqual({
        status: 404,
        body: { errors: [NOT_FOUND] },
      });
      const tab = await createTab({ title: 'Baby', artist, tags: [tag] });
      const unknownTag = await suite.admin
        .put('/api/admin/tab')
        .send({ ...valid, id: tab.id, tagIds: [MISSING_ID] });
      expect(unknownTag.body).toEqual({ errors: ['Eticheta selectată nu există.'] });
      const unknownArtist = await suite.admin
        .put('/api/admin/tab')
        .send({ ...valid, id: tab.id, artistId: MISSING_ID });
      expect(unknownArtist.body).toEqual({ errors: ['Artistul selectat nu există.'] });
    });

    it('approves a pending draft once: public, counters moved, the event recorded; then 400', async () => {
      const [artist, other, tag] = await Promise.all([
        createArtist('Vama Veche'),
        createArtist('Vama'),
        createTag('Alternativ'),
      ]);
      const author = await createUser();
      const tab = await createTab({
        title: 'Epilog',
        artist,
        tags: [tag],
        authorId: author._id,
        isPublic: false,
      });
      await TabModel.updateOne(
        { _id: tab._id },
        { $set: { draftAvailable: true, draft: { title: 'Epilog nou', body: 'Am F', artistId: other._id } } },
      );
      const approval = { id: tab.id, title: 'Epilog (corectat)', artistId: other.id, body: 'Am F C' };
      const [one, two] = await Promise.all([
        suite.admin.put('/api/admin/tab/approve').send(approval),
        suite.admin.put('/api/admin/tab/approve').send(approval),
      ]);
      const statuses = [one.status, two.status].sort();
      expect(statuses).toEqual([200, 400]);
      const [approved, refused] = one.status === 200 ? [one, two] : [two, one];
      expect(refused.body).toEqual({ errors: ['Transpunerea nu are modificări în așteptare.'] });
      expect(approved.body).toMatchObject({
        title: 'Epilog (corectat)',
        slug: 'epilog-corectat',
        artist: { id: other.id },
        isPublic: true,
        draftAvailable: false,
        draft: null,
      });
      expect(await decryptTabBody(approved.body.body)).toBe('Am F C');
      expect((await ArtistModel.findById(other._id))?.tabCount).toBe(1);
      expect((await TagModel.findById(tag._id))?.tabCount).toBe(1);
      expect((await UserModel.findById(author._id))?.publishedTabCount).toBe(1);
      // The tab was never public: its approval is logged as a new tab published.
      expect(
        await EventLogModel.countDocuments({ code: EVENT.adminTabPublished, subject: { $regex: tab.id } }),
      ).toBe(1);
      expect(await eventAbout(EVENT.adminTabPublished, `tab ${tab.id}`)).toMatchObject({
        email: suite.adminEmail,
      });
      const counters = await countersAgainstRecount();
      expect(counters.stored).toEqual(counters.recount);

      const missing = await suite.admin.put('/api/admin/tab/approve').send({ ...approval, id: MISSING_ID });
      expect(missing.status).toBe(404);
      const invalid = await suite.admin
        .put('/api/admin/tab/approve')
        .send({ id: tab.id, title: '', body: '' });
      expect(invalid.body.errors).toEqual([
        'Titlul trebuie completat',
        'Cel puțin un artist trebuie selectat',
        'Textul trebuie completat',
      ]);
    });

    it('deletes a tab with its comments: true, counters, the event; then 404', async () => {
      const [artist, tag] = await Promise.all([createArtist('Cargo'), createTag('Heavy')]);
      const author = await createUser();
      const tab = await createTab({ title: 'Ploaia', artist, tags: [tag], authorId: author._id });
      await UserModel.updateOne({ _id: author._id }, { $set: { tabCount: 1, publishedTabCount: 1 } });
      await CommentModel.create({ tabId: tab._id, authorId: author._id, body: 'Frumos' });
      const res = await suite.admin.delete('/api/admin/tab').send({ id: tab.id });
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: true });
      expect(await TabModel.exists({ _id: tab._id })).toBeNull();
      expect(await CommentModel.countDocuments({ tabId: tab._id })).toBe(0);
      expect((await ArtistModel.findById(artist._id))?.tabCount).toBe(0);
      expect((await TagModel.findById(tag._id))?.tabCount).toBe(0);
      expect(
        await UserModel.findById(author._id, { tabCount: 1, publishedTabCount: 1 }).lean(),
      ).toMatchObject({
        tabCount: 0,
        publishedTabCount: 0,
      });
      expect(await eventAbout(EVENT.adminTabDeleted, `tab ${tab.id}`)).toMatchObject({
        email: suite.adminEmail,
        subject: `tab ${tab.id} «Ploaia»`,
      });
      const again = await suite.admin.delete('/api/admin/tab').send({ id: tab.id });
      expect({ status: again.status, body: again.body }).toEqual({
        status: 404,
        body: { errors: [NOT_FOUND] },
      });
      expect((await suite.admin.delete('/api/admin/tab').send({})).body).toEqual({
        errors: ['Identificatorul nu este valid.'],
      });
    });

    it('keeps every artist and tag count equal to a recount under 20 parallel updates', async () => {
      const artists = await Promise.all(
        ['Unu', 'Doi', 'Trei'].map((name) => createArtist(`Paralel ${name}`)),
      );
      const tags = await Promise.all(['A', 'B', 'C'].map((name) => createTag(`Paralel ${name}`)));
      const tabs = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          createTab({
            title: `Mutare ${i}`,
            artist: artists[i % 3]!,
            tags: [tags[i % 3]!],
            isPublic: i % 2 === 0,
          }),
        ),
      );
      const updates = Array.from({ length: 20 }, (_, i) =>
        suite.admin.put('/api/admin/tab').send({
          id: tabs[i % tabs.length]!.id,
          title: `Mutare ${i % 4}`,
          artistId: artists[(i * 7) % 3]!.id,
          body: `Am ${i}`,
          isPublic: i % 3 === 0 ? 0 : 1,
          isExplicit: 0,
          tagIds: [tags[i % 3]!.id, tags[(i + 1) % 3]!.id],
        }),
      );
      for (const res of await Promise.all(updates)) expect(res.status).toBe(200);
      const counters = await countersAgainstRecount();
      expect(counters.stored).toEqual(counters.recount);
      const slugs = await TabModel.find(
        { _id: { $in: tabs.map((tab) => tab._id) } },
        { artistId: 1, slug: 1 },
      ).lean();
      const keys = slugs.map((tab) => `${tab.artistId?.toHexString()}/${tab.slug}`);
      expect(new Set(keys).size).toBe(keys.length);
    });
  });

  describe('attachments (/api/admin/tab/attachment)', () => {
    let tabId: string;

    beforeAll(async () => {
      const author = await createUser();
      const artist = await createArtist('Sarmalele Reci');
      tabId = (await createTab({ title: 'Țara te vrea prost', artist, authorId: author._id })).id;
    });

    const upload = (fields: Record<string, string>, file?: { data: Buffer; name: string }) => {
      const call = suite.admin.post('/api/admin/tab/attachment');
      for (const [key, value] of Object.entries(fields)) call.field(key, value);
      return file ? call.attach('fileData', file.data, file.name) : call;
    };

    it("attaches a file to anyone's tab with the account area's checks, recording the event", async () => {
      const res = await upload({ tabId, kind: 'midi' }, { data: MIDI, name: 'tara.mid' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ filename: `tara-te-vrea-prost-${tabId}.mid` });
      expect((await TabModel.findById(tabId).lean())?.midi).toBe(res.body.filename);
      expect(await eventAbout(EVENT.adminTabAttachmentUploaded, `tab ${tabId}`)).toMatchObject({
        email: suite.adminEmail,
        subject: `tab ${tabId} «${res.body.filename}»`,
      });
      const fake = await upload({ tabId, kind: 'midi' }, { data: Buffer.from('nu e midi'), name: 'x.mid' });
      expect(fake.body).toEqual({ errors: ['Conținutul fișierului nu este valid.'] });
      const tooLarge = await upload(
        { tabId, kind: 'midi' },
        { data: Buffer.concat([MIDI, Buffer.alloc(500 * 1024)]), name: 'mare.mid' },
      );
      expect(tooLarge.body).toEqual({ errors: ['Dimensiunea maximă a fișierului este 500 KB'] });
      expect((await upload({ tabId, kind: 'midi' })).body).toEqual({ errors: ['Fișierul trebuie adăugat'] });
      const missing = await upload({ tabId: MISSING_ID, kind: 'midi' }, { data: MIDI, name: 'x.mid' });
      expect(missing.status).toBe(404);
    });

    it('removes a file: true, the event; then 404', async () => {
      const res = await suite.admin.delete('/api/admin/tab/attachment').send({ tabId, kind: 'midi' });
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: true });
      expect((await TabModel.findById(tabId).lean())?.midi).toBeNull();
      expect(await eventAbout(EVENT.adminTabAttachmentDeleted, `tab ${tabId}`)).toMatchObject({
        email: suite.adminEmail,
        subject: `tab ${tabId} «midi»`,
      });
      const again = await suite.admin.delete('/api/admin/tab/attachment').send({ tabId, kind: 'midi' });
      expect(again.status).toBe(404);
    });
  });
});
