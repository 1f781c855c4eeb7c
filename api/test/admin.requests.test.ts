import { normaliseSearchText } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import request from 'supertest';
import { ArtistModel } from '../src/artists/artist.model';
import { EVENT } from '../src/events/eventTypes';
import { TabRequestModel } from '../src/requests/request.model';
import { VoteModel } from '../src/requests/vote.model';
import { UserModel } from '../src/users/user.model';
import { useAdminApi } from './support/adminApi';
import { lastEvent } from './support/adminEvents';
import { createArtist } from './support/catalogue';
import { createUser, signedInAgent, type TestAgent } from './support/users';

const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';
const MISSING_ID = '0123456789abcdef01234567';

const titles = (body: { requests: { title: string }[] }) => body.requests.map((r) => r.title);

/** The artists' requestCount recounted from the collection: public requests only. */
async function expectArtistCountersRight(): Promise<void> {
  const artists = await ArtistModel.find({}, { requestCount: 1 }).lean();
  for (const artist of artists) {
    expect(artist.requestCount).toBe(
      await TabRequestModel.countDocuments({ artistId: artist._id, isPublic: true }),
    );
  }
}

async function expectAuthorCounterRight(authorId: Types.ObjectId): Promise<void> {
  const author = await UserModel.findById(authorId, { requestCount: 1 }).lean();
  expect(author?.requestCount).toBe(await TabRequestModel.countDocuments({ authorId }));
}

describe('admin requests (/api/admin/request)', () => {
  const suite = useAdminApi({ env: { RATE_LIMIT_WRITE_MAX: '10000' } });
  let author: TestAgent;
  let authorId: Types.ObjectId;

  beforeAll(async () => {
    const user = await createUser({ username: 'Solicitant', slug: 'solicitant' });
    authorId = user._id;
    author = await signedInAgent(suite.api.app, user);
  });

  /** A request made through the public call, so its counters are the service's. */
  async function addRequest(title: string, artist: { artistId?: string; tempArtist?: string }) {
    const res = await author.post('/api/user/request').send({ title, ...artist });
    expect(res.status).toBe(201);
    return res.body as { id: string };
  }

  describe('the list', () => {
    let phoenixId: string;

    beforeAll(async () => {
      phoenixId = (await createArtist('Phoenix'))._id.toHexString();
      const stefanId = (await createArtist('Ștefan Hrușcă'))._id.toHexString();
      await addRequest('Andrii Popa', { artistId: phoenixId });
      await addRequest('Colindă', { artistId: stefanId });
      const hidden = await addRequest('Ascunsă', { tempArtist: 'Ansamblul Țărănesc' });
      await TabRequestModel.updateOne({ _id: hidden.id }, { $set: { isPublic: false, voteCount: 5 } });
    });

    it('answers { requests, total } by id descending with the spec’s fields', async () => {
      const res = await suite.admin.get('/api/admin/request');
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(3);
      expect(titles(res.body)).toEqual(['Ascunsă', 'Colindă', 'Andrii Popa']);
      expect(res.body.requests[2]).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        title: 'Andrii Popa',
        artistId: phoenixId,
        artist: { id: phoenixId, name: 'Phoenix', slug: 'phoenix', tempName: null },
        isPublic: true,
        voteCount: 0,
        author: { name: 'Solicitant', slug: 'solicitant' },
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect(res.body.requests[0].artist).toEqual({
        id: null,
        name: 'Ansamblul Țărănesc',
        slug: null,
        tempName: 'Ansamblul Țărănesc',
      });
    });

    it('sorts by title, artist and votes', async () => {
      const byTitle = await suite.admin.get('/api/admin/request?orderby=title&sort=asc');
      expect(titles(byTitle.body)).toEqual(['Andrii Popa', 'Ascunsă', 'Colindă']);
      const byArtist = await suite.admin.get('/api/admin/request?orderby=artist&sort=asc');
      expect(titles(byArtist.body)).toEqual(['Ascunsă', 'Andrii Popa', 'Colindă']);
      const byVotes = await suite.admin.get('/api/admin/request?orderby=vote_count&sort=desc&limit=1');
      expect(byVotes.body).toMatchObject({ total: 3, requests: [{ title: 'Ascunsă' }] });
    });

    it('searches in artists, titles or both without case or diacritics', async () => {
      const artists = await suite.admin.get(
        `/api/admin/request?search=${encodeURIComponent('STEFAN')}&searchField=artists`,
      );
      expect(titles(artists.body)).toEqual(['Colindă']);
      const inTitles = await suite.admin.get(
        `/api/admin/request?search=${encodeURIComponent('stefan')}&searchField=titles`,
      );
      expect(inTitles.body.total).toBe(0);
      const both = await suite.admin.get(`/api/admin/request?search=${encodeURIComponent('ță')}`);
      expect(titles(both.body)).toEqual(['Ascunsă']);
      const colinda = await suite.admin.get(`/api/admin/request?search=colinda&searchField=`);
      expect(titles(colinda.body)).toEqual(['Colindă']);
    });

    it('filters by visibility and artist', async () => {
      const hidden = await suite.admin.get('/api/admin/request?isPublic=0');
      expect(titles(hidden.body)).toEqual(['Ascunsă']);
      const ofPhoenix = await suite.admin.get(`/api/admin/request?artistId=${phoenixId}&isPublic=1`);
      expect(titles(ofPhoenix.body)).toEqual(['Andrii Popa']);
    });

    it('answers the list messages for bad parameters', async () => {
      const res = await suite.admin.get('/api/admin/request?searchField=text&artistId=abc&orderby=votes');
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        'Criteriul de sortare nu este valid.',
        'Câmpul în care se caută nu este valid.',
        'Identificatorul nu este valid.',
      ]);
    });
  });

  describe('update', () => {
    it('moves the artist counters when the artist or the visibility changes, and logs it', async () => {
      const from = await createArtist('Mutat De La');
      const to = await createArtist('Mutat La');
      const { id } = await addRequest('De mutat', { artistId: from._id.toHexString() });
      await expectArtistCountersRight();

      const moved = await suite.admin
        .put('/api/admin/request')
        .send({ id, title: 'Mutată', artistId: to._id.toHexString(), isPublic: 1 });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({
        id,
        title: 'Mutată',
        artistId: to._id.toHexString(),
        artist: { name: 'Mutat La', slug: 'mutat-la' },
        isPublic: true,
      });
      expect((await ArtistModel.findById(from._id).lean())?.requestCount).toBe(0);
      expect((await ArtistModel.findById(to._id).lean())?.requestCount).toBe(1);
      expect(await TabRequestModel.findById(id, { searchTitle: 1, searchArtist: 1 }).lean()).toMatchObject({
        searchTitle: 'mutata',
        searchArtist: 'mutat la',
      });
      expect(await lastEvent(EVENT.adminRequestUpdated)).toMatchObject({
        email: suite.adminEmail,
        subject: `request ${id} «Mutată»`,
      });

      const hidden = await suite.admin
        .put('/api/admin/request')
        .send({ id, title: 'Mutată', artistId: to._id.toHexString(), isPublic: 0 });
      expect(hidden.body.isPublic).toBe(false);
      expect((await ArtistModel.findById(to._id).lean())?.requestCount).toBe(0);
      await Promise.all([
        suite.admin
          .put('/api/admin/request')
          .send({ id, title: 'Mutată', artistId: to._id.toHexString(), isPublic: 1 }),
        suite.admin
          .put('/api/admin/request')
          .send({ id, title: 'Mutată', artistId: to._id.toHexString(), isPublic: 1 }),
      ]);
      await expectArtistCountersRight();
      await expectAuthorCounterRight(authorId);
    });

    it('edits a free-text artist, links it to the catalogue, and refuses a request left without one', async () => {
      const { id } = await addRequest('Fără artist', { tempArtist: 'Grup Necunoscut' });
      const kept = await suite.admin
        .put('/api/admin/request')
        .send({ id, title: 'Tot fără', artistId: '', tempArtist: ' Grupul Necunoscut ', isPublic: 1 });
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({
        artistId: null,
        tempArtist: 'Grupul Necunoscut',
        artist: { name: 'Grupul Necunoscut' },
        title: 'Tot fără',
      });
      const found = await suite.admin.get('/api/admin/request').query({ search: 'grupul necunoscut' });
      expect(found.body.requests.map((request: { id: string }) => request.id)).toEqual([id]);
      const tooLong = await suite.admin
        .put('/api/admin/request')
        .send({ id, title: 'Tot fără', tempArtist: 'a'.repeat(51), isPublic: 1 });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors).toEqual(['Numele artistului depășește 50 de caractere']);
      const emptied = await suite.admin
        .put('/api/admin/request')
        .send({ id, title: 'Tot fără', artistId: '', tempArtist: '', isPublic: 1 });
      expect(emptied.status).toBe(400);
      expect(emptied.body.errors).toEqual(['Artistul trebuie completat']);
      const artist = await createArtist('Grup Cunoscut');
      const linked = await suite.admin
        .put('/api/admin/request')
        .send({ id, title: 'Tot fără', artistId: artist._id.toHexString(), isPublic: 1 });
      expect(linked.body).toMatchObject({ artistId: artist._id.toHexString(), tempArtist: null });
      await expectArtistCountersRight();
      const unlinked = await suite.admin
        .put('/api/admin/request')
        .send({ id, title: 'Tot fără', isPublic: 1 });
      expect(unlinked.status).toBe(400);
      expect(unlinked.body.errors).toEqual(['Artistul trebuie completat']);
    });

    it('answers the §5 messages, an unknown artist and 404 for a missing id', async () => {
      const { id } = await addRequest('Validare', { tempArtist: 'Oarecine' });
      const empty = await suite.admin
        .put('/api/admin/request')
        .send({ id, title: '', tempArtist: 'Oarecine', isPublic: 'x' });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual([
        'Titlul trebuie completat',
        'Valoarea câmpului Public trebuie să fie 1 sau 0.',
      ]);
      const long = await suite.admin
        .put('/api/admin/request')
        .send({ id, title: 't'.repeat(101), tempArtist: 'Oarecine', isPublic: 1 });
      expect(long.body.errors).toEqual(['Titlul depășește 100 de caractere']);
      const badArtist = await suite.admin
        .put('/api/admin/request')
        .send({ id, title: 'Ok', artistId: 'zz', isPublic: 1 });
      expect(badArtist.body.errors).toEqual(['Artistul selectat nu este valid.']);
      const unknown = await suite.admin
        .put('/api/admin/request')
        .send({ id, title: 'Ok', artistId: MISSING_ID, isPublic: 1 });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual(['Artistul selectat nu există.']);
      const missing = await suite.admin
        .put('/api/admin/request')
        .send({ id: MISSING_ID, title: 'Ok', tempArtist: 'Oarecine', isPublic: 1 });
      expect(missing.status).toBe(404);
      expect(missing.body.errors).toEqual([NOT_FOUND]);
      expect((await TabRequestModel.findById(id).lean())?.title).toBe('Validare');
    });
  });

  describe('delete', () => {
    it('deletes the request and its votes, moves the counters, answers true and logs it', async () => {
      const artist = await createArtist('Cu Voturi');
      const { id } = await addRequest('Votată', { artistId: artist._id.toHexString() });
      for (let voter = 0; voter < 2; voter += 1) {
        const agent = await signedInAgent(suite.api.app);
        expect((await agent.put('/api/user/request/vote').send({ id })).status).toBe(200);
      }
      expect(await VoteModel.countDocuments({ requestId: id })).toBe(2);
      const res = await suite.admin.delete('/api/admin/request').send({ id });
      expect(res.status).toBe(200);
      expect(res.body).toBe(true);
      expect(await TabRequestModel.exists({ _id: id })).toBeNull();
      expect(await VoteModel.countDocuments({ requestId: id })).toBe(0);
      await expectArtistCountersRight();
      await expectAuthorCounterRight(authorId);
      expect(await lastEvent(EVENT.adminRequestDeleted)).toMatchObject({
        email: suite.adminEmail,
        subject: `request ${id} «Votată»`,
      });
      const again = await suite.admin.delete('/api/admin/request').send({ id });
      expect(again.status).toBe(404);
      expect(again.body.errors).toEqual([NOT_FOUND]);
      const deletable = await suite.admin.delete('/api/admin/artist').send({ id: artist._id.toHexString() });
      expect(deletable.body).toBe(true);
    });

    it('answers the id message', async () => {
      const res = await suite.admin.delete('/api/admin/request').send({ id: 'nu' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(['Identificatorul nu este valid.']);
    });
  });

  it('answers 401 anonymously and 403 to a standard user on every call', async () => {
    const { id } = await addRequest('Protejată', { tempArtist: 'Păzitorii' });
    const anonymous = request(suite.api.app);
    type Caller = TestAgent | typeof anonymous;
    const calls = [
      (agent: Caller) => agent.get('/api/admin/request'),
      (agent: Caller) => agent.put('/api/admin/request').send({ id, title: 'Spartă', isPublic: 0 }),
      (agent: Caller) => agent.delete('/api/admin/request').send({ id }),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      expect((await call(suite.standard)).status).toBe(403);
    }
    expect(await TabRequestModel.findById(id).lean()).toMatchObject({
      title: 'Protejată',
      isPublic: true,
      searchTitle: normaliseSearchText('Protejată'),
    });
  });
});
