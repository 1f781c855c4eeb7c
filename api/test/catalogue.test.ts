import request from 'supertest';
import { ArtistModel } from '../src/artists/artist.model';
import { createArtist, createTab, createTag } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser } from './support/users';

const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';
const BAD_SLUG = 'Parametrul de pagină este incorect.';

describe('catalogue: artists and tags', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
    const author = await createUser({ username: 'Compozitor' });
    const [ana, stefan] = await Promise.all([createArtist('Ana Blandiana'), createArtist('Ștefan Bănică')]);
    await createArtist('Zdob și Zdub');
    await createArtist('Ăla de la colț');
    const rock = await createTag('Rock');
    await createTag('Secret', false);
    await createTab({ title: 'Cântec de toamnă', artist: ana, authorId: author._id, tags: [rock] });
    await createTab({
      title: 'Nepublicată',
      artist: ana,
      authorId: author._id,
      isPublic: false,
      tags: [rock],
    });
    await createTab({ title: 'Ploaia', artist: stefan, authorId: author._id });
  });
  afterAll(() => api.stop());

  it('lists artists by name (diacritics folded) with the total, paged', async () => {
    const res = await request(api.app).get('/api/artist?limit=2&offset=1');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.artists.map((a: { name: string }) => a.name)).toEqual(['Ana Blandiana', 'Ștefan Bănică']);
  });

  it('filters artists by letter id (ș is 23, ă is 2)', async () => {
    const s = await request(api.app).get('/api/artist?letterId=23');
    expect(s.body).toMatchObject({ total: 1, artists: [{ name: 'Ștefan Bănică', letterId: 23 }] });
    const a = await request(api.app).get('/api/artist?letterId=2');
    expect(a.body.artists.map((x: { name: string }) => x.name)).toEqual(['Ăla de la colț']);
  });

  it('rejects a letter id outside the map', async () => {
    const res = await request(api.app).get('/api/artist?letterId=3');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['Litera selectată nu există.']);
  });

  it('answers one artist with counts in both spellings (public tabs only)', async () => {
    const res = await request(api.app).get('/api/artist/ana-blandiana');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Ana Blandiana',
      slug: 'ana-blandiana',
      tabCount: 1,
      tab_count: 1,
      requestCount: 0,
      request_count: 0,
    });
  });

  it('answers 404 for an unknown artist and 400 for a malformed slug', async () => {
    const missing = await request(api.app).get('/api/artist/nimeni');
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toEqual([NOT_FOUND]);
    const bad = await request(api.app).get('/api/artist/a_b');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([BAD_SLUG]);
  });

  it('answers public tags only', async () => {
    const rock = await request(api.app).get('/api/tag/rock');
    expect(rock.status).toBe(200);
    expect(rock.body).toMatchObject({ name: 'Rock', slug: 'rock', isPublic: true, tabCount: 1 });
    expect((await request(api.app).get('/api/tag/secret')).status).toBe(404);
    expect((await request(api.app).get('/api/tag/lipsa')).status).toBe(404);
    const bad = await request(api.app).get('/api/tag/r%C3%B6ck!');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([BAD_SLUG]);
  });

  it('keeps the derived letter and search name when an artist is saved', async () => {
    const artist = await ArtistModel.findOne({ slug: 'zdob-si-zdub' });
    expect(artist).toMatchObject({ letterId: 31, searchName: 'zdob si zdub' });
  });
});
