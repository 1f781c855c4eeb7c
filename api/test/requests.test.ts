import request from 'supertest';
import { ArtistModel } from '../src/artists/artist.model';
import { TabRequestModel } from '../src/requests/request.model';
import { UserModel } from '../src/users/user.model';
import { createArtist } from './support/catalogue';
import { useUserApi } from './support/userApi';
import { createUser, signedInAgent } from './support/users';

const UNAUTHENTICATED = 'Acțiunea necesită autentificare.';
const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';
const ALREADY_VOTED = 'Ai votat deja pentru această cerere.';

describe('tab requests and votes (/api/request, /api/user/request)', () => {
  const suite = useUserApi({ username: 'Cerșetor', slug: 'cersetor' });
  let artistId: string;

  beforeAll(async () => {
    artistId = (await createArtist('Zdob și Zdub'))._id.toHexString();
  });

  it('adds a request for a catalogue artist and answers it with its id', async () => {
    const res = await suite.agent.post('/api/user/request').send({ title: 'Bunica bate toba', artistId });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Bunica bate toba',
      artistId,
      tempArtist: null,
      artist: { id: artistId, name: 'Zdob și Zdub', slug: 'zdob-si-zdub', tempName: null },
      author: { name: 'Cerșetor', slug: 'cersetor' },
      voteCount: 0,
      isPublic: true,
      createdAt: expect.any(String),
    });
    expect((await ArtistModel.findById(artistId).lean())?.requestCount).toBe(1);
    expect((await UserModel.findById(suite.userId).lean())?.requestCount).toBe(1);
  });

  it('adds a request with a free-text artist', async () => {
    const res = await suite.agent
      .post('/api/user/request')
      .send({ title: 'Cântec nou', tempArtist: '  Trupa din sat ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      artistId: null,
      tempArtist: 'Trupa din sat',
      artist: { id: null, name: 'Trupa din sat', slug: null, tempName: 'Trupa din sat' },
    });
  });

  it('answers each validation message', async () => {
    const empty = await suite.agent.post('/api/user/request').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(['Titlul trebuie completat', 'Artistul trebuie completat']);
    const long = await suite.agent
      .post('/api/user/request')
      .send({ title: 't'.repeat(101), tempArtist: 'a'.repeat(51) });
    expect(long.body.errors).toEqual([
      'Titlul depășește 100 de caractere',
      'Numele artistului depășește 50 de caractere',
    ]);
    const blankArtist = await suite.agent
      .post('/api/user/request')
      .send({ title: 'Ceva', tempArtist: '', artistId: '' });
    expect(blankArtist.body.errors).toEqual(['Artistul trebuie completat']);
    const badId = await suite.agent.post('/api/user/request').send({ title: 'Ceva', artistId: '123' });
    expect(badId.body.errors).toEqual(['Artistul selectat nu este valid.']);
    const unknown = await suite.agent
      .post('/api/user/request')
      .send({ title: 'Ceva', artistId: '0123456789abcdef01234567' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual(['Artistul selectat nu există.']);
    const vote = await suite.agent.put('/api/user/request/vote').send({});
    expect(vote.body.errors).toEqual(['Cererea nu este validă.']);
  });

  it('requires sign-in to add and to vote', async () => {
    for (const call of [
      request(suite.api.app).post('/api/user/request').send({ title: 'x', artistId }),
      request(suite.api.app).put('/api/user/request/vote').send({ id: artistId }),
    ]) {
      const res = await call;
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: [UNAUTHENTICATED] });
    }
  });

  it('accepts one vote per user: a second vote is a 400 with a clear message', async () => {
    const created = await suite.agent.post('/api/user/request').send({ title: 'Hora', artistId }).expect(201);
    const first = await suite.agent.put('/api/user/request/vote').send({ id: created.body.id });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ voteCount: 1 });
    const second = await suite.agent.put('/api/user/request/vote').send({ id: created.body.id });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ errors: [ALREADY_VOTED] });
    const other = await signedInAgent(suite.api.app);
    expect((await other.put('/api/user/request/vote').send({ id: created.body.id })).body).toEqual({
      voteCount: 2,
    });
  });

  it('answers 404 when voting for an unknown or unpublished request', async () => {
    const hidden = await TabRequestModel.create({ title: 'Ascunsă', tempArtist: 'X', isPublic: false });
    for (const id of [hidden._id.toHexString(), '0123456789abcdef01234567']) {
      const res = await suite.agent.put('/api/user/request/vote').send({ id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [NOT_FOUND] });
    }
  });

  it('counts concurrent votes exactly, one per user', async () => {
    const created = await suite.agent
      .post('/api/user/request')
      .send({ title: 'Paralel', artistId })
      .expect(201);
    const voters = await Promise.all(
      Array.from({ length: 8 }, async () => signedInAgent(suite.api.app, await createUser())),
    );
    const answers = await Promise.all(
      voters.flatMap((voter) =>
        [0, 1].map(() => voter.put('/api/user/request/vote').send({ id: created.body.id })),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(8);
    expect(answers.filter((res) => res.status === 400)).toHaveLength(8);
    expect((await TabRequestModel.findById(created.body.id).lean())?.voteCount).toBe(8);
  });

  it('counts concurrent requests on the artist and the author exactly', async () => {
    const user = await createUser();
    const someone = await signedInAgent(suite.api.app, user);
    const artist = await createArtist('Luna Amară');
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        someone.post('/api/user/request').send({ title: `Cerere ${i}`, artistId: artist._id.toHexString() }),
      ),
    );
    expect((await ArtistModel.findById(artist._id).lean())?.requestCount).toBe(6);
    expect((await UserModel.findById(user._id).lean())?.requestCount).toBe(6);
  });

  describe('the public list', () => {
    beforeAll(async () => {
      await TabRequestModel.deleteMany({});
      const voter = await signedInAgent(suite.api.app);
      const titles = ['Zorile', 'ăla mic', 'Balada'];
      const artists = [artistId, undefined, (await createArtist('Alifantis'))._id.toHexString()];
      for (const [i, title] of titles.entries()) {
        const artist = artists[i];
        const res = await suite.agent
          .post('/api/user/request')
          .send(artist ? { title, artistId: artist } : { title, tempArtist: 'Șatra' })
          .expect(201);
        for (let v = 0; v < i; v += 1) {
          await (await signedInAgent(suite.api.app))
            .put('/api/user/request/vote')
            .send({ id: res.body.id })
            .expect(200);
        }
        if (i === 1) await voter.put('/api/user/request/vote').send({ id: res.body.id }).expect(200);
      }
      await TabRequestModel.create({ title: 'Nepublică', tempArtist: 'X', isPublic: false });
    });

    const titlesOf = (res: { body: { requests: { title: string }[] } }) =>
      res.body.requests.map((r) => r.title);

    it('lists public requests only, oldest first by default, with the total', async () => {
      const res = await request(suite.api.app).get('/api/request').expect(200);
      expect(res.body.total).toBe(3);
      expect(titlesOf(res)).toEqual(['Zorile', 'ăla mic', 'Balada']);
      expect(res.body.requests[0].voted).toBeUndefined();
    });

    it('sorts by title, artist name, date and vote count, ignoring case and diacritics', async () => {
      const get = (query: string) => request(suite.api.app).get(`/api/request?${query}`).expect(200);
      expect(titlesOf(await get('orderby=title&sort=asc'))).toEqual(['ăla mic', 'Balada', 'Zorile']);
      expect(titlesOf(await get('orderby=artist&sort=asc'))).toEqual(['Balada', 'ăla mic', 'Zorile']);
      expect(titlesOf(await get('orderby=createdAt&sort=desc'))).toEqual(['Balada', 'ăla mic', 'Zorile']);
      expect(titlesOf(await get('orderby=voteCount&sort=desc'))).toEqual(['Balada', 'ăla mic', 'Zorile']);
      expect(titlesOf(await get('orderby=title&limit=1&offset=1'))).toEqual(['Balada']);
    });

    it("narrows the list to one artist's requests by slug", async () => {
      const res = await request(suite.api.app).get('/api/request?artistSlug=zdob-si-zdub').expect(200);
      expect(res.body.total).toBe(1);
      expect(titlesOf(res)).toEqual(['Zorile']);
      const unknown = await request(suite.api.app).get('/api/request?artistSlug=nimeni').expect(200);
      expect(unknown.body).toEqual({ requests: [], total: 0 });
    });

    it('tells a signed-in visitor which requests they voted for', async () => {
      const res = await suite.agent.get('/api/request?orderby=voteCount&sort=desc').expect(200);
      expect(res.body.requests.map((r: { voted: boolean }) => r.voted)).toEqual([false, false, false]);
      const voter = await signedInAgent(suite.api.app);
      const target = res.body.requests[0].id;
      await voter.put('/api/user/request/vote').send({ id: target }).expect(200);
      const after = await voter.get('/api/request?orderby=voteCount&sort=desc').expect(200);
      expect(after.body.requests[0]).toMatchObject({ id: target, voted: true, voteCount: 3 });
    });
  });
});
