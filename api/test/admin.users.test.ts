import request from 'supertest';
import { CommentModel } from '../src/comments/comment.model';
import { EventLogModel } from '../src/events/eventLog.model';
import { EVENT } from '../src/events/eventTypes';
import { FavouriteModel } from '../src/favourites/favourite.model';
import { RatingModel } from '../src/ratings/rating.model';
import { TabRequestModel } from '../src/requests/request.model';
import { TabModel } from '../src/tabs/tab.model';
import { ROLE, type UserDocument, UserModel } from '../src/users/user.model';
import { solveCaptcha } from './support/captcha';
import { createArtist, createTab } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser, expectSignedOut, signedInAgent, TEST_PASSWORD, type TestAgent } from './support/users';

const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';
const MISSING_ID = '0123456789abcdef01234567';
const DAY_MS = 24 * 3600 * 1000;

describe('admin users (/api/admin/user)', () => {
  let api: TestApi;
  let admin: TestAgent;
  const adminEmail = 'sef-utilizatori@acorduri.test';
  let adminUser: UserDocument;
  let stefan: UserDocument;
  let maria: UserDocument;
  let fost: UserDocument;
  let sustinator: UserDocument;
  let tabId: string;

  beforeAll(async () => {
    api = await startTestApi({ ALTCHA_MAX_NUMBER: '500' });
    adminUser = await createUser({
      username: 'Șef Utilizatori',
      slug: 'sef-utilizatori',
      email: adminEmail,
      role: ROLE.admin,
      createdAt: new Date(Date.now() - 10 * DAY_MS),
    });
    admin = await signedInAgent(api.app, adminUser);
    stefan = await createUser({
      username: 'Ștefan Țăranu',
      slug: 'stefan-taranu',
      email: 'stefan@acorduri.test',
      location: 'Cluj-Napoca',
      instrumentCodes: '00010000000000000000',
      lastLogin: new Date(Date.now() - DAY_MS),
      createdAt: new Date(Date.now() - 9 * DAY_MS),
    });
    maria = await createUser({
      username: 'Maria',
      slug: 'maria',
      email: 'maria@exemplu.ro',
      emailVerified: false,
      createdAt: new Date(Date.now() - 8 * DAY_MS),
    });
    fost = await createUser({
      username: 'Fost Membru',
      slug: 'fost-membru',
      email: 'fost@acorduri.test',
      accountExpiryDate: new Date(Date.now() - DAY_MS),
      createdAt: new Date(Date.now() - 7 * DAY_MS),
    });
    sustinator = await createUser({
      username: 'Susținător',
      slug: 'sustinator',
      email: 'sustinator@acorduri.test',
      role: ROLE.supporter,
      favouriteArtists: 'Phoenix',
      createdAt: new Date(Date.now() - 6 * DAY_MS),
    });
    // Contributions through the real calls, so the counters are the ones the resources keep.
    const artist = await createArtist('Phoenix');
    const stefanAgent = await signedInAgent(api.app, stefan);
    tabId = (await createTab({ title: 'Andrii Popa', artist, authorId: stefan._id }))._id.toHexString();
    await createTab({ title: 'Ciocârlia', artist, authorId: stefan._id, isPublic: false });
    await stefanAgent
      .post('/api/user/request')
      .send({ title: 'Negru Vodă', artistId: artist.id })
      .expect(201);
    await stefanAgent.post('/api/user/comment').send({ tabId, body: 'Frumos!' }).expect(201);
    const mariaAgent = await signedInAgent(api.app, maria);
    await mariaAgent.post('/api/user/comment').send({ tabId, body: 'Super' }).expect(201);
    await mariaAgent.post('/api/user/comment').send({ tabId, body: 'Încă o dată' }).expect(201);
  });
  afterAll(() => api.stop());

  const usernamesOf = (res: { body: { users: { username: string }[] } }) =>
    res.body.users.map((user) => user.username);
  const list = async (query: string) => {
    const res = await admin.get(`/api/admin/user?${query}`);
    expect(res.status).toBe(200);
    return res;
  };
  const lastEvents = (count: number) => EventLogModel.find().sort({ _id: -1 }).limit(count).lean();

  it('refuses anonymous visitors (401) and standard users (403) on every call', async () => {
    const standardUser = await createUser();
    const standard = await signedInAgent(api.app, standardUser);
    const calls = (agent: ReturnType<typeof request> | TestAgent) => [
      agent.get('/api/admin/user'),
      agent.get(`/api/admin/user/${maria.id}`),
      agent.put('/api/admin/user/deactivate').send({ id: maria.id }),
      agent.delete('/api/admin/user').send({ ids: [maria.id] }),
    ];
    for (const call of calls(request(api.app))) expect((await call).status).toBe(401);
    for (const call of calls(standard)) expect((await call).status).toBe(403);
    expect(await UserModel.findById(maria._id).lean()).toMatchObject({ accountExpiryDate: null });
    // The list tests below count the fixtures only.
    await UserModel.deleteOne({ _id: standardUser._id });
  });

  it('answers the users newest first with every field of the dialog and counters equal to a recount', async () => {
    const res = await list('');
    expect(res.body.total).toBe(5);
    expect(usernamesOf(res)).toEqual([
      'Susținător',
      'Fost Membru',
      'Maria',
      'Ștefan Țăranu',
      'Șef Utilizatori',
    ]);
    const row = res.body.users.find((user: { id: string }) => user.id === stefan.id);
    expect(row).toEqual({
      id: stefan.id,
      username: 'Ștefan Țăranu',
      slug: 'stefan-taranu',
      email: 'stefan@acorduri.test',
      emailVerified: true,
      emailVisibility: 0,
      role: ROLE.standard,
      createdAt: stefan.createdAt.toISOString(),
      accountExpiryDate: null,
      isAccountExpired: false,
      lastLogin: stefan.lastLogin?.toISOString(),
      locationName: 'Cluj-Napoca',
      instrumentCodes: '00010000000000000000',
      otherInfo: '',
      favouriteArtists: '',
      tabCount: 2,
      requestCount: 1,
      commentCount: 1,
      hasProfile: true,
    });
    for (const user of res.body.users) {
      expect(user.tabCount).toBe(await TabModel.countDocuments({ authorId: user.id }));
      expect(user.requestCount).toBe(await TabRequestModel.countDocuments({ authorId: user.id }));
      expect(user.commentCount).toBe(await CommentModel.countDocuments({ authorId: user.id }));
    }
    const byId = Object.fromEntries(
      res.body.users.map((user: { username: string }) => [user.username, user]),
    );
    expect(byId.Maria).toMatchObject({ hasProfile: false, emailVerified: false, lastLogin: null });
    expect(byId.Susținător).toMatchObject({ hasProfile: true, role: ROLE.supporter });
    expect(byId['Fost Membru']).toMatchObject({ isAccountExpired: true, hasProfile: false });
    expect(res.body.users[0]).not.toHaveProperty('passwordHash');
  });

  it('pages and sorts by every criterion of the sort menu', async () => {
    const page = await list('limit=2&offset=1');
    expect(usernamesOf(page)).toEqual(['Fost Membru', 'Maria']);
    expect(page.body.total).toBe(5);
    expect(usernamesOf(await list('orderby=username&sort=asc'))).toEqual([
      'Fost Membru',
      'Maria',
      'Șef Utilizatori',
      'Ștefan Țăranu',
      'Susținător',
    ]);
    expect(usernamesOf(await list('orderby=email&sort=asc'))[0]).toBe('Fost Membru');
    expect(usernamesOf(await list('orderby=last_login&sort=desc'))[0]).toBe('Ștefan Țăranu');
    expect(usernamesOf(await list('orderby=tab_count&sort=desc'))[0]).toBe('Ștefan Țăranu');
    expect(usernamesOf(await list('orderby=request_count&sort=desc'))[0]).toBe('Ștefan Țăranu');
    expect(usernamesOf(await list('orderby=comment_count&sort=desc'))[0]).toBe('Maria');
    expect(usernamesOf(await list('orderby=created_at&sort=asc'))[0]).toBe('Șef Utilizatori');
    const bad = await admin.get('/api/admin/user?orderby=password&limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      'Numărul de rezultate pe pagină trebuie să fie între 1 și 500.',
      'Criteriul de sortare nu este valid.',
    ]);
  });

  it('filters by role, verified, active and contributions exactly as the screen sends them', async () => {
    expect(usernamesOf(await list('role=1'))).toEqual(['Șef Utilizatori']);
    expect(usernamesOf(await list('role=2'))).toEqual(['Susținător']);
    expect(usernamesOf(await list('verified=0'))).toEqual(['Maria']);
    expect(usernamesOf(await list('expired=1'))).toEqual(['Fost Membru']);
    expect((await list('expired=0')).body.total).toBe(4);
    expect(usernamesOf(await list('with_tabs=1'))).toEqual(['Ștefan Țăranu']);
    expect((await list('with_tabs=0')).body.total).toBe(4);
    expect(usernamesOf(await list('with_requests=1'))).toEqual(['Ștefan Țăranu']);
    expect(usernamesOf(await list('with_comments=1'))).toEqual(['Maria', 'Ștefan Țăranu']);
    expect(usernamesOf(await list('with_comments=1&with_tabs=0&verified=0'))).toEqual(['Maria']);
    expect((await list('role=&verified=&expired=&with_tabs=&with_requests=&with_comments=')).body.total).toBe(
      5,
    );
    const bad = await admin.get('/api/admin/user?role=3&verified=da');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Rolul nu este valid.', 'Valoarea filtrului trebuie să fie 1 sau 0.']);
  });

  it('searches usernames and emails, ignoring case and diacritics', async () => {
    expect(usernamesOf(await list('search=STEFAN TARANU'))).toEqual(['Ștefan Țăranu']);
    expect(usernamesOf(await list('search=țăr'))).toEqual(['Ștefan Țăranu']);
    expect(usernamesOf(await list('search=EXEMPLU.ro'))).toEqual(['Maria']);
    expect(usernamesOf(await list('search=maria&searchField=email'))).toEqual(['Maria']);
    expect(usernamesOf(await list('search=exemplu&searchField=username'))).toEqual([]);
    expect((await list('search=acorduri.test&expired=0')).body.total).toBe(3);
    expect((await list('search=.*')).body.total).toBe(0);
  });

  it('reads one user, 404 for a missing id and 400 for a bad one', async () => {
    const res = await admin.get(`/api/admin/user/${sustinator.id}`).expect(200);
    expect(res.body).toMatchObject({
      id: sustinator.id,
      username: 'Susținător',
      favouriteArtists: 'Phoenix',
    });
    const missing = await admin.get(`/api/admin/user/${MISSING_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toEqual([NOT_FOUND]);
    const bad = await admin.get('/api/admin/user/nu-e-id');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Identificatorul nu este valid.']);
  });

  it('deactivates an account: it expires now, every session ends, sign-in is refused, and it is logged', async () => {
    const target = await createUser({ username: 'De Oprit', slug: 'de-oprit' });
    const [first, second] = [await signedInAgent(api.app, target), await signedInAgent(api.app, target)];
    await first.get('/api/account').expect(200);
    const before = Date.now();
    const res = await admin.put('/api/admin/user/deactivate').send({ id: target.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: target.id, username: 'De Oprit', isAccountExpired: true });
    expect(Date.parse(res.body.accountExpiryDate)).toBeGreaterThanOrEqual(before - 1000);
    await expectSignedOut(first);
    await expectSignedOut(second);
    const signIn = await request(api.app)
      .post('/api/account/sign-in')
      .send({ email: target.email, password: TEST_PASSWORD, captchaResponse: await solveCaptcha(api.app) });
    expect(signIn.status).toBe(400);
    expect(signIn.body.errors).toEqual(['Contul a fost dezactivat.']);
    const logged = await EventLogModel.findOne({ code: EVENT.adminUserDeactivated }).lean();
    expect(logged).toMatchObject({
      email: adminEmail,
      userId: adminUser._id,
      subject: `user ${target.id} «De Oprit»`,
    });
  });

  it('refuses to deactivate an admin or an expired account, and 404 for a missing one', async () => {
    const adminRes = await admin.put('/api/admin/user/deactivate').send({ id: adminUser.id });
    expect(adminRes.status).toBe(400);
    expect(adminRes.body.errors).toEqual(['Conturile de administrator nu pot fi dezactivate.']);
    await admin.get('/api/account').expect(200);
    const expired = await admin.put('/api/admin/user/deactivate').send({ id: fost.id });
    expect(expired.status).toBe(400);
    expect(expired.body.errors).toEqual(['Contul este deja dezactivat.']);
    const missing = await admin.put('/api/admin/user/deactivate').send({ id: MISSING_ID });
    expect(missing.status).toBe(404);
    const bad = await admin.put('/api/admin/user/deactivate').send({});
    expect(bad.body.errors).toEqual(['Identificatorul nu este valid.']);
  });

  describe('delete', () => {
    const exists = async (user: UserDocument) => (await UserModel.exists({ _id: user._id })) !== null;

    it('deletes nothing when one id is missing (404), an admin (400) or has contributions (400)', async () => {
      const free = await createUser();
      const missing = await admin.delete('/api/admin/user').send({ ids: [free.id, MISSING_ID] });
      expect(missing.status).toBe(404);
      expect(missing.body.errors).toEqual([NOT_FOUND]);
      const withAdmin = await admin.delete('/api/admin/user').send({ ids: [free.id, adminUser.id] });
      expect(withAdmin.status).toBe(400);
      expect(withAdmin.body.errors).toEqual(['Conturile de administrator nu pot fi șterse.']);
      for (const contributor of [stefan, maria]) {
        const res = await admin.delete('/api/admin/user').send({ ids: [free.id, contributor.id] });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([
          'Conturile cu transpuneri, cereri sau comentarii nu pot fi șterse.',
        ]);
      }
      expect(await exists(free)).toBe(true);
      expect(await exists(stefan)).toBe(true);
    });

    it('answers the Romanian messages for an empty, repeated or bad list', async () => {
      for (const body of [{}, { ids: [] }]) {
        const res = await admin.delete('/api/admin/user').send(body);
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual(['Selectați cel puțin un utilizator.']);
      }
      const bad = await admin.delete('/api/admin/user').send({ ids: ['abc'] });
      expect(bad.body.errors).toEqual(['Identificatorul nu este valid.']);
      const repeated = await admin.delete('/api/admin/user').send({ ids: [maria.id, maria.id] });
      expect(repeated.status).toBe(400);
    });

    it('deletes the selected users with their sessions, favourites and ratings (counters fixed), logging each', async () => {
      const [one, two] = [await createUser({ username: 'Unu' }), await createUser({ username: 'Doi' })];
      const oneAgent = await signedInAgent(api.app, one);
      await oneAgent.post('/api/user/tab/favourites').send({ id: tabId }).expect(200);
      await oneAgent.put('/api/user/tab/rate').send({ id: tabId, rating: 4 }).expect(200);
      expect(await TabModel.findById(tabId).lean()).toMatchObject({ favouriteCount: 1, ratingCount: 1 });
      const res = await admin.delete('/api/admin/user').send({ ids: [one.id, two.id] });
      expect(res.status).toBe(200);
      expect(res.body).toBe(true);
      expect(await exists(one)).toBe(false);
      expect(await exists(two)).toBe(false);
      await expectSignedOut(oneAgent);
      expect(await FavouriteModel.countDocuments({ userId: one._id })).toBe(0);
      expect(await RatingModel.countDocuments({ userId: one._id })).toBe(0);
      expect(await TabModel.findById(tabId).lean()).toMatchObject({
        favouriteCount: 0,
        ratingCount: 0,
        rating: 0,
      });
      const events = await lastEvents(2);
      expect(events.map((event) => [event.code, event.email, event.subject]).sort()).toEqual([
        [EVENT.adminUserDeleted, adminEmail, `user ${one.id} «Unu»`],
        [EVENT.adminUserDeleted, adminEmail, `user ${two.id} «Doi»`],
      ]);
      const again = await admin.delete('/api/admin/user').send({ ids: [one.id] });
      expect(again.status).toBe(404);
    });
  });
});
