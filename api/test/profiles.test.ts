import request from 'supertest';
import { createArtist, createTab } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser } from './support/users';

const PAGE_PARAM_INVALID = 'Parametrul de pagină este incorect.';
const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';

describe('contributors and public profiles (/api/contributor, /api/profile/{slug})', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
    const artist = await createArtist('Maria Tănase');
    const prolific = await createUser({
      username: 'Ion Popescu',
      slug: 'ion-popescu',
      location: 'Cluj-Napoca',
      instrumentCodes: '00011000000000000000',
      favouriteArtists: 'Maria Tănase, Phoenix',
      otherInfo: 'Cânt la chitară de zece ani.',
    });
    const occasional = await createUser({ username: 'Ana', slug: 'ana' });
    const draftsOnly = await createUser({ username: 'Doar Ciorne', slug: 'doar-ciorne' });
    for (const title of ['Cine iubește', 'Ciuleandra', 'Lume, lume']) {
      await createTab({ title, artist, authorId: prolific._id });
    }
    await createTab({ title: 'Aseară vântul', artist, authorId: occasional._id });
    await createTab({ title: 'Neterminat', artist, authorId: draftsOnly._id, isPublic: false });
  });
  afterAll(() => api.stop());

  it('lists users with public tabs, most published first, with the total', async () => {
    const res = await request(api.app).get('/api/contributor').expect(200);
    expect(res.body).toEqual({
      contributors: [
        { name: 'Ion Popescu', slug: 'ion-popescu', publishedTabCount: 3 },
        { name: 'Ana', slug: 'ana', publishedTabCount: 1 },
      ],
      total: 2,
    });
  });

  it('pages and sorts contributors by name', async () => {
    const res = await request(api.app)
      .get('/api/contributor?orderby=name&sort=asc&limit=1&offset=1')
      .expect(200);
    expect(res.body).toEqual({
      contributors: [{ name: 'Ion Popescu', slug: 'ion-popescu', publishedTabCount: 3 }],
      total: 2,
    });
  });

  it('answers the public profile of a slug', async () => {
    const res = await request(api.app).get('/api/profile/ion-popescu').expect(200);
    expect(res.body).toMatchObject({
      name: 'Ion Popescu',
      slug: 'ion-popescu',
      location: 'Cluj-Napoca',
      instrumentCodes: '00011000000000000000',
      favouriteArtists: 'Maria Tănase, Phoenix',
      otherInfo: 'Cânt la chitară de zece ani.',
      publishedTabCount: 3,
    });
    expect(res.body.email).toBeUndefined();
    expect(res.body.passwordHash).toBeUndefined();
  });

  it('refuses a slug with other characters than letters, digits and hyphens', async () => {
    for (const slug of ['ion_popescu', 'ion%20popescu', 'ion.popescu']) {
      const res = await request(api.app).get(`/api/profile/${slug}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [PAGE_PARAM_INVALID] });
    }
  });

  it('answers 404 for an unknown profile', async () => {
    const res = await request(api.app).get('/api/profile/nimeni');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [NOT_FOUND] });
  });
});
