import request from 'supertest';
import { ArtistModel } from '../src/artists/artist.model';
import { TabModel } from '../src/tabs/tab.model';
import { createArtist, createTab } from './support/catalogue';
import { callsDuring } from './support/databaseCalls';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser } from './support/users';

const TOO_LONG = 'A fost depășit numărul maxim permis de caractere';
const BAD_CHARACTERS = 'Acest câmp permite doar litere, cifre, cratime, virgule şi spaţii';
const INVALID = 'Textul căutării nu este valid sau conține caractere nepermise.';

describe('search', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
    const author = await createUser({ username: 'Cântăreț', slug: 'cantaret' });
    const [stefan, fara, ana] = await Promise.all([
      createArtist('Ștefan Hrușcă'),
      createArtist('Fără Zahăr'),
      createArtist('Ana-Maria Țurcanu'),
    ]);
    await createTab({ title: 'Colindă de Crăciun', artist: stefan, authorId: author._id, favouriteCount: 3 });
    await createTab({ title: 'Țara mea', artist: stefan, authorId: author._id, favouriteCount: 9 });
    await createTab({ title: 'Cântec de leagăn', artist: fara, authorId: author._id });
    await createTab({ title: 'Ascunsă de stefan', artist: ana, isPublic: false });
    await createTab({ title: 'Seara', artist: ana, isExplicit: true, midi: 'seara.mid' });
  });
  afterAll(() => api.stop());

  const autocomplete = (search: string) =>
    request(api.app).get(`/api/search/autocomplete?search=${encodeURIComponent(search)}`);

  it('finds artists and tabs by substring, ignoring case and diacritics', async () => {
    for (const text of ['ștefan', 'STEFAN', 'efan hru', 'Ştefan']) {
      const res = await autocomplete(text);
      expect(res.status).toBe(200);
      expect(res.body.artists).toEqual([{ name: 'Ștefan Hrușcă', slug: 'stefan-hrusca' }]);
      expect(res.body.errors).toEqual([]);
      // The unpublished tab titled '… de stefan' stays out; the artist's public tabs, most favoured first.
      expect(res.body.tabs).toEqual([
        {
          title: 'Țara mea',
          slug: 'tara-mea',
          artist: { name: 'Ștefan Hrușcă', slug: 'stefan-hrusca' },
          author: { name: 'Cântăreț', slug: 'cantaret' },
        },
        expect.objectContaining({ title: 'Colindă de Crăciun' }),
      ]);
    }
  });

  it('matches titles with and without diacritics, and hyphens as spaces', async () => {
    expect((await autocomplete('cantec')).body.tabs.map((t: { title: string }) => t.title)).toEqual([
      'Cântec de leagăn',
    ]);
    expect((await autocomplete('Fără z')).body.artists).toEqual([{ name: 'Fără Zahăr', slug: 'fara-zahar' }]);
    expect((await autocomplete('ana maria')).body.artists).toEqual([
      { name: 'Ana-Maria Țurcanu', slug: 'ana-maria-turcanu' },
    ]);
    expect((await autocomplete('xyzzy')).body).toEqual({ artists: [], tabs: [], errors: [] });
  });

  it('answers a 3-character query from the index alone, still per field', async () => {
    const titles = async (query: string) =>
      (await request(api.app).get(`/api/tab?search=${query}&orderby=title`)).body.tabs.map(
        (tab: { title: string }) => tab.title,
      );
    expect(await titles('ARA')).toEqual(['Cântec de leagăn', 'Seara', 'Țara mea']);
    expect(await titles('ara&searchField=title')).toEqual(['Seara', 'Țara mea']);
    expect(await titles('ara&searchField=artist')).toEqual(['Cântec de leagăn']);
    expect((await autocomplete('Țar')).body.artists).toEqual([]);
  });

  it('answers each validation message', async () => {
    const tooLong = await autocomplete('a'.repeat(46));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([TOO_LONG]);
    expect((await autocomplete('ab%cd')).body.errors).toEqual([BAD_CHARACTERS]);
    expect((await autocomplete('<script>')).body.errors).toEqual([BAD_CHARACTERS]);
    expect((await autocomplete('ab')).body.errors).toEqual([INVALID]);
    expect((await request(api.app).get('/api/search/autocomplete')).body.errors).toEqual([INVALID]);
    expect((await request(api.app).get('/api/tab?search=a_b')).body.errors).toEqual([BAD_CHARACTERS]);
  });

  it('pages the full search over artist names and titles with the result-row fields', async () => {
    const all = await request(api.app).get('/api/tab?search=a&limit=10');
    expect(all.status).toBe(400);
    const res = await request(api.app).get('/api/tab?search=SEARA&limit=10');
    expect(res.body.total).toBe(1);
    expect(res.body.tabs[0]).toMatchObject({
      title: 'Seara',
      artist: { name: 'Ana-Maria Țurcanu', slug: 'ana-maria-turcanu' },
      isExplicit: true,
      midi: 'seara.mid',
      rating: 0,
      ratingCount: 0,
      favouriteCount: 0,
    });
    expect(res.body.tabs[0].preview).toContain('Cântă');
    const byArtist = await request(api.app).get('/api/tab?search=stefan&orderby=title&limit=1&offset=1');
    expect(byArtist.body.total).toBe(2);
    expect(byArtist.body.tabs.map((t: { title: string }) => t.title)).toEqual(['Țara mea']);
    const titlesOnly = await request(api.app).get('/api/tab?search=stefan&searchField=title');
    expect(titlesOnly.body).toEqual({ tabs: [], total: 0 });
    const artistsOnly = await request(api.app).get('/api/tab?search=de%20cra&searchField=artist');
    expect(artistsOnly.body.total).toBe(0);
  });

  it('orders search results most favoured first by default, paging through every popularity band', async () => {
    const artist = await createArtist('Corul Dorului');
    const favourites = [0, 100, 5, 0, 20, 1];
    for (const [i, count] of favourites.entries()) {
      await createTab({ title: `Dorul ${i}`, artist, favouriteCount: count });
    }
    const pages = [];
    for (const offset of [0, 2, 4]) {
      const res = await request(api.app).get(
        `/api/tab?search=dorul&searchField=title&limit=2&offset=${offset}`,
      );
      expect(res.body.total).toBe(favourites.length);
      pages.push(
        ...res.body.tabs.map((tab: { favouriteCount: number; title: string }) => tab.favouriteCount),
      );
    }
    expect(pages).toEqual([100, 20, 5, 1, 0, 0]);
    const suggestions = (await autocomplete('dorul')).body.tabs.map((tab: { title: string }) => tab.title);
    expect(suggestions).toEqual(['Dorul 1', 'Dorul 4', 'Dorul 2', 'Dorul 5', 'Dorul 3', 'Dorul 0']);
  });

  it('reads a page of suggestions with one query that walks the trigram in list order', async () => {
    const artist = await createArtist('Corul Zorilor');
    for (const count of [4, 0, 7, 2])
      await createTab({ title: `Zorile ${count}`, artist, favouriteCount: count });
    const finds = await callsDuring('tabs', 'find', async () => {
      const res = await autocomplete('zoril');
      expect(res.body.tabs.map((tab: { title: string }) => tab.title)).toEqual([
        'Zorile 7',
        'Zorile 4',
        'Zorile 2',
        'Zorile 0',
      ]);
    });
    expect(finds).toBe(1);
    const plan = (await TabModel.find({ searchGrams: 'zor', isPublic: true }, { _id: 1 })
      .sort({ favouriteCount: -1, _id: -1 })
      .limit(2)
      .explain('executionStats')) as unknown as { executionStats: { totalKeysExamined: number } };
    expect(plan.executionStats.totalKeysExamined).toBe(2);
  });

  it('keeps search fields in step with the artist name and tab title', async () => {
    const artist = await ArtistModel.findOne({ slug: 'fara-zahar' }).lean();
    expect(artist?.searchName).toBe('fara zahar');
    expect(artist?.searchGrams).toEqual(expect.arrayContaining(['far', 'a z', 'har']));
    const tab = await TabModel.findOne({ slug: 'tara-mea' }).lean();
    expect(tab).toMatchObject({ searchArtist: 'stefan hrusca', searchTitle: 'tara mea' });
  });
});
