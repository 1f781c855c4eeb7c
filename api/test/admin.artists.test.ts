import request from 'supertest';
import { ArtistModel } from '../src/artists/artist.model';
import { ARTIST_LEASE_MS, withArtistReference } from '../src/artists/artistReferences';
import { cacheFiles } from '../src/cache/cacheFiles';
import { EVENT } from '../src/events/eventTypes';
import { TabRequestModel } from '../src/requests/request.model';
import { TabModel } from '../src/tabs/tab.model';
import { useAdminApi } from './support/adminApi';
import { lastEvent } from './support/adminEvents';
import { createArtist, createTab, SAMPLE_BODY } from './support/catalogue';
import { signedInAgent, type TestAgent } from './support/users';

const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';
const HAS_CONTENT = 'Artistul nu poate fi șters: are transpuneri sau cereri.';
const MISSING_ID = '0123456789abcdef01234567';

describe('admin artists (/api/admin/artist)', () => {
  const suite = useAdminApi({ env: { RATE_LIMIT_WRITE_MAX: '10000' } });

  describe('the list', () => {
    beforeAll(async () => {
      await ArtistModel.deleteMany({});
      const [ana, sarmale, stefan] = await Promise.all([
        createArtist('Ana Blandiana'),
        createArtist('Șarmale Reci'),
        createArtist('Ștefan Bănică'),
      ]);
      await createArtist('Zdob și Zdub');
      await createTab({ title: 'Cântec', artist: ana });
      await createTab({ title: 'Altul', artist: ana });
      await createTab({ title: 'Privat', artist: stefan, isPublic: false });
      await TabRequestModel.create({ title: 'Cerere', artistId: sarmale._id, isPublic: true });
      await ArtistModel.updateOne({ _id: sarmale._id }, { $inc: { requestCount: 1 } });
    });

    it('answers { artists, total } by id descending by default', async () => {
      const res = await suite.admin.get('/api/admin/artist');
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(4);
      expect(res.body.artists.map((a: { name: string }) => a.name)).toEqual([
        'Zdob și Zdub',
        'Ștefan Bănică',
        'Șarmale Reci',
        'Ana Blandiana',
      ]);
      expect(res.body.artists[3]).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Ana Blandiana',
        slug: 'ana-blandiana',
        tabCount: 2,
        requestCount: 0,
      });
    });

    it('sorts by the normalised name and by the counters, and pages', async () => {
      const byName = await suite.admin.get('/api/admin/artist?orderby=name&sort=asc');
      expect(byName.body.artists.map((a: { name: string }) => a.name)).toEqual([
        'Ana Blandiana',
        'Șarmale Reci',
        'Ștefan Bănică',
        'Zdob și Zdub',
      ]);
      const byTabs = await suite.admin.get('/api/admin/artist?orderby=tab_count&sort=desc&limit=1');
      expect(byTabs.body).toMatchObject({ total: 4, artists: [{ name: 'Ana Blandiana' }] });
      const byRequests = await suite.admin.get(
        '/api/admin/artist?orderby=request_count&sort=desc&limit=1&offset=0',
      );
      expect(byRequests.body.artists[0].name).toBe('Șarmale Reci');
      const second = await suite.admin.get('/api/admin/artist?orderby=name&sort=asc&limit=2&offset=2');
      expect(second.body.artists.map((a: { name: string }) => a.name)).toEqual([
        'Ștefan Bănică',
        'Zdob și Zdub',
      ]);
    });

    it('searches the name without case or diacritics', async () => {
      const res = await suite.admin.get(`/api/admin/artist?search=${encodeURIComponent('STEFAN ban')}`);
      expect(res.body).toMatchObject({ total: 1, artists: [{ name: 'Ștefan Bănică' }] });
      const sarm = await suite.admin.get(`/api/admin/artist?search=${encodeURIComponent('șărm')}`);
      expect(sarm.body.artists.map((a: { name: string }) => a.name)).toEqual(['Șarmale Reci']);
      const short = await suite.admin.get(`/api/admin/artist?search=${encodeURIComponent('BĂ')}`);
      expect(short.body.artists.map((a: { name: string }) => a.name)).toEqual(['Ștefan Bănică']);
    });

    it('filters by letter, with tabs and with requests', async () => {
      const s = await suite.admin.get('/api/admin/artist?letterId=23&orderby=name&sort=asc');
      expect(s.body.artists.map((a: { name: string }) => a.name)).toEqual(['Șarmale Reci', 'Ștefan Bănică']);
      const withTabs = await suite.admin.get('/api/admin/artist?withTabs=1');
      expect(withTabs.body.artists.map((a: { name: string }) => a.name)).toEqual(['Ana Blandiana']);
      const withoutTabs = await suite.admin.get('/api/admin/artist?withTabs=0');
      expect(withoutTabs.body.total).toBe(3);
      const withRequests = await suite.admin.get('/api/admin/artist?withRequests=1&withTabs=0');
      expect(withRequests.body.artists.map((a: { name: string }) => a.name)).toEqual(['Șarmale Reci']);
      const unfiltered = await suite.admin.get('/api/admin/artist?withTabs=&withRequests=');
      expect(unfiltered.body.total).toBe(4);
    });

    it('answers the paging and filter messages for bad parameters', async () => {
      const res = await suite.admin.get(
        '/api/admin/artist?orderby=slug&sort=up&limit=0&offset=-1&letterId=3&withTabs=2',
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        'Numărul de rezultate pe pagină trebuie să fie între 1 și 500.',
        'Poziția de început trebuie să fie un număr pozitiv.',
        'Ordinea de sortare trebuie să fie asc sau desc.',
        'Criteriul de sortare nu este valid.',
        'Litera selectată nu există.',
        'Valoarea filtrului trebuie să fie 1 sau 0.',
      ]);
    });

    it('answers every artist by name for the tab edit dialog', async () => {
      const res = await suite.admin.get('/api/admin/artist/all');
      expect(res.status).toBe(200);
      expect(res.body.artists).toHaveLength(4);
      expect(res.body.artists[0]).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Ana Blandiana',
        slug: 'ana-blandiana',
      });
      expect(res.body.artists.map((a: { name: string }) => a.name)).toEqual([
        'Ana Blandiana',
        'Șarmale Reci',
        'Ștefan Bănică',
        'Zdob și Zdub',
      ]);
    });
  });

  describe('create', () => {
    it('adds an artist with its slug and letter, and logs it', async () => {
      const res = await suite.admin.post('/api/admin/artist').send({ name: '  Țapinarii din Ardeal ' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        name: 'Țapinarii din Ardeal',
        slug: 'tapinarii-din-ardeal',
        letterId: 25,
        tabCount: 0,
        requestCount: 0,
      });
      const stored = await ArtistModel.findById(res.body.id).lean();
      expect(stored?.searchName).toBe('tapinarii din ardeal');
      expect(await lastEvent(EVENT.adminArtistCreated)).toMatchObject({
        email: suite.adminEmail,
        subject: `artist ${res.body.id} «Țapinarii din Ardeal»`,
      });
      const list = await suite.admin.get('/api/admin/artist?limit=1');
      expect(list.body.artists[0].id).toBe(res.body.id);
    });

    it('answers the §5 messages', async () => {
      const empty = await suite.admin.post('/api/admin/artist').send({});
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual(['Acest câmp trebuie completat']);
      const blank = await suite.admin.post('/api/admin/artist').send({ name: '   ' });
      expect(blank.body.errors).toEqual(['Acest câmp trebuie completat']);
      const long = await suite.admin.post('/api/admin/artist').send({ name: 'a'.repeat(41) });
      expect(long.body.errors).toEqual(['Numele artistului depășește 40 de caractere']);
      const symbols = await suite.admin.post('/api/admin/artist').send({ name: '!!!' });
      expect(symbols.status).toBe(400);
      expect(symbols.body.errors).toEqual([
        'Numele artistului trebuie să conțină cel puțin o literă sau o cifră.',
      ]);
    });

    it('refuses a name whose slug another artist has', async () => {
      await createArtist('Vama Veche');
      const res = await suite.admin.post('/api/admin/artist').send({ name: 'VAMA  veche' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(['Există deja un artist cu acest nume.']);
      expect(await ArtistModel.countDocuments({ slug: 'vama-veche' })).toBe(1);
    });
  });

  describe('update', () => {
    it('renames the artist, its slug, its tabs’ and requests’ search fields, and the artist file', async () => {
      const artist = await createArtist('Phoenics');
      const tab = await createTab({ title: 'Negru Vodă', artist });
      await TabRequestModel.create({ title: 'Andrii', artistId: artist._id, searchArtist: 'phoenics' });
      const res = await suite.admin
        .put('/api/admin/artist')
        .send({ id: artist._id.toHexString(), name: 'Phoenix Ștefan' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: artist._id.toHexString(),
        name: 'Phoenix Ștefan',
        slug: 'phoenix-stefan',
        tabCount: 1,
      });
      const storedTab = await TabModel.findById(tab._id).lean();
      expect(storedTab?.searchArtist).toBe('phoenix stefan');
      expect(storedTab?.searchGrams).toEqual(expect.arrayContaining(['ste', 'neg']));
      expect(storedTab?.searchGrams).not.toContain('ics');
      const storedRequest = await TabRequestModel.findOne({ artistId: artist._id }).lean();
      expect(storedRequest?.searchArtist).toBe('phoenix stefan');
      const search = await request(suite.api.app).get(
        `/api/search/autocomplete?search=${encodeURIComponent('PHOENIX ȘTE')}`,
      );
      expect(search.body.tabs.map((t: { title: string }) => t.title)).toEqual(['Negru Vodă']);
      expect(await lastEvent(EVENT.adminArtistUpdated)).toMatchObject({
        email: suite.adminEmail,
        subject: `artist ${artist._id.toHexString()} «Phoenix Ștefan»`,
      });
      await cacheFiles.flush();
      const file = await cacheFiles.json('artist-data.json');
      expect(file.artists.map((a: { name: string }) => a.name)).toContain('Phoenix Ștefan');
      expect(file.artists.map((a: { name: string }) => a.name)).not.toContain('Phoenics');
    });

    it('answers the messages, 404 for a missing id, and refuses a taken name', async () => {
      const artist = await createArtist('Compact');
      await createArtist('Holograf');
      const invalid = await suite.admin.put('/api/admin/artist').send({ id: 'x', name: '' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual(['Identificatorul nu este valid.', 'Acest câmp trebuie completat']);
      const missing = await suite.admin.put('/api/admin/artist').send({ id: MISSING_ID, name: 'Ceva' });
      expect(missing.status).toBe(404);
      expect(missing.body.errors).toEqual([NOT_FOUND]);
      const taken = await suite.admin
        .put('/api/admin/artist')
        .send({ id: artist._id.toHexString(), name: 'Holograf' });
      expect(taken.status).toBe(400);
      expect(taken.body.errors).toEqual(['Există deja un artist cu acest nume.']);
      expect((await ArtistModel.findById(artist._id).lean())?.name).toBe('Compact');
    });
  });

  describe('delete', () => {
    it('deletes an artist nothing points at, answers true and logs it', async () => {
      const artist = await createArtist('De Șters');
      const res = await suite.admin.delete('/api/admin/artist').send({ id: artist._id.toHexString() });
      expect(res.status).toBe(200);
      expect(res.body).toBe(true);
      expect(await ArtistModel.exists({ _id: artist._id })).toBeNull();
      expect(await lastEvent(EVENT.adminArtistDeleted)).toMatchObject({
        email: suite.adminEmail,
        subject: `artist ${artist._id.toHexString()} «De Șters»`,
      });
      const again = await suite.admin.delete('/api/admin/artist').send({ id: artist._id.toHexString() });
      expect(again.status).toBe(404);
      expect(again.body.errors).toEqual([NOT_FOUND]);
    });

    it('refuses while a tab (even unpublished, counter 0), a draft or a request points at the artist', async () => {
      const withPrivateTab = await createArtist('Cu Transpunere Privată');
      await createTab({ title: 'Ascuns', artist: withPrivateTab, isPublic: false });
      const withDraft = await createArtist('Cu Propunere');
      const other = await createArtist('Altcineva Oarecare');
      await createTab({ title: 'Schimbat', artist: other });
      await TabModel.updateOne(
        { title: 'Schimbat' },
        { $set: { draftAvailable: true, draft: { title: 'X', body: 'y', artistId: withDraft._id } } },
      );
      const withRequest = await createArtist('Cu Cerere');
      await TabRequestModel.create({ title: 'Vreau', artistId: withRequest._id, isPublic: false });
      for (const artist of [withPrivateTab, withDraft, withRequest]) {
        const res = await suite.admin.delete('/api/admin/artist').send({ id: artist._id.toHexString() });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([HAS_CONTENT]);
        expect(await ArtistModel.findById(artist._id, { deleting: 1 }).lean()).toMatchObject({
          deleting: false,
        });
      }
    });

    it('answers the id message', async () => {
      const res = await suite.admin.delete('/api/admin/artist').send({});
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(['Identificatorul nu este valid.']);
    });
  });

  describe('delete while tabs are being added', () => {
    it('waits for a referencing write under way (busy), then sees its tab', async () => {
      const artist = await createArtist('Lease Test');
      let finishWrite: () => void = () => undefined;
      const writing = withArtistReference(artist._id, 'refuzat', async () => {
        await new Promise<void>((resolve) => {
          finishWrite = resolve;
        });
        return createTab({ title: 'În lucru', artist, isPublic: false });
      });
      const busy = await suite.admin.delete('/api/admin/artist').send({ id: artist._id.toHexString() });
      expect(busy.status).toBe(400);
      expect(busy.body.errors).toEqual([
        'Artistul este folosit chiar acum de o altă operație. Vă rugăm să încercați din nou.',
      ]);
      finishWrite();
      await writing;
      const refused = await suite.admin.delete('/api/admin/artist').send({ id: artist._id.toHexString() });
      expect(refused.body.errors).toEqual([HAS_CONTENT]);
      expect(await ArtistModel.exists({ _id: artist._id })).not.toBeNull();
    });

    it('refuses a new tab or request for an artist a delete has marked', async () => {
      const artist = await createArtist('Marcat');
      await ArtistModel.updateOne({ _id: artist._id }, { $set: { deleting: true } });
      const author = await signedInAgent(suite.api.app);
      const tab = await author
        .post('/api/user/tab')
        .send({ title: 'Prea târziu', artistId: artist._id.toHexString(), body: SAMPLE_BODY });
      expect(tab.status).toBe(400);
      expect(tab.body.errors).toEqual(['Artistul selectat nu există.']);
      const req = await author
        .post('/api/user/request')
        .send({ title: 'Prea târziu', artistId: artist._id.toHexString() });
      expect(req.status).toBe(400);
      expect(req.body.errors).toEqual(['Artistul selectat nu există.']);
      expect(await TabModel.exists({ artistId: artist._id })).toBeNull();
      expect(await TabRequestModel.exists({ artistId: artist._id })).toBeNull();
    });

    it('lets a lease or a delete mark left by a killed process lapse instead of blocking the artist', async () => {
      const lapsed = new Date(Date.now() - ARTIST_LEASE_MS - 1000);
      const leased = await createArtist('Lăsat de un proces oprit');
      await ArtistModel.updateOne({ _id: leased._id }, { $set: { pendingWrites: 2, leaseUntil: lapsed } });
      await suite.admin
        .delete('/api/admin/artist')
        .send({ id: leased._id.toHexString() })
        .expect(200, 'true');
      expect(await ArtistModel.exists({ _id: leased._id })).toBeNull();

      const marked = await createArtist('Marcat de un proces oprit');
      await ArtistModel.updateOne({ _id: marked._id }, { $set: { deleting: true, deletingSince: lapsed } });
      const author = await signedInAgent(suite.api.app);
      await author
        .post('/api/user/tab')
        .send({ title: 'După repornire', artistId: marked._id.toHexString(), body: SAMPLE_BODY })
        .expect(201);
      expect(await ArtistModel.findById(marked._id, { deleting: 1, pendingWrites: 1 }).lean()).toMatchObject({
        deleting: false,
        pendingWrites: 0,
      });
    });

    it('never leaves a tab pointing at a deleted artist when adds and the delete race', async () => {
      const author = await signedInAgent(suite.api.app);
      for (let round = 0; round < 8; round += 1) {
        const artist = await createArtist(`Cursa ${round}`);
        const id = artist._id.toHexString();
        const adds = Array.from({ length: 3 }, (_, index) =>
          author
            .post('/api/user/tab')
            .send({ title: `Cântec ${round}-${index}`, artistId: id, body: SAMPLE_BODY }),
        );
        const [deletion, ...added] = await Promise.all([
          suite.admin.delete('/api/admin/artist').send({ id }),
          ...adds,
        ]);
        const exists = (await ArtistModel.exists({ _id: artist._id })) !== null;
        const tabs = await TabModel.countDocuments({ artistId: artist._id });
        expect(tabs).toBe(added.filter((res) => res.status === 201).length);
        if (exists) {
          expect(deletion.status).toBe(400);
        } else {
          expect(deletion.body).toBe(true);
          expect(tabs).toBe(0);
          for (const res of added) expect(res.body.errors).toEqual(['Artistul selectat nu există.']);
        }
        const stored = await ArtistModel.findById(artist._id, { pendingWrites: 1, deleting: 1 }).lean();
        if (stored) expect(stored).toMatchObject({ pendingWrites: 0, deleting: false });
      }
    });
  });

  it('answers 401 anonymously and 403 to a standard user on every call', async () => {
    const anonymous = request(suite.api.app);
    const calls = [
      (agent: TestAgent | typeof anonymous) => agent.get('/api/admin/artist'),
      (agent: TestAgent | typeof anonymous) => agent.get('/api/admin/artist/all'),
      (agent: TestAgent | typeof anonymous) => agent.post('/api/admin/artist').send({ name: 'Intrus' }),
      (agent: TestAgent | typeof anonymous) =>
        agent.put('/api/admin/artist').send({ id: MISSING_ID, name: 'Intrus' }),
      (agent: TestAgent | typeof anonymous) => agent.delete('/api/admin/artist').send({ id: MISSING_ID }),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      const forbidden = await call(suite.standard);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.errors).toEqual(['Acțiunea necesită autorizare.']);
    }
    expect(await ArtistModel.exists({ name: 'Intrus' })).toBeNull();
  });
});
