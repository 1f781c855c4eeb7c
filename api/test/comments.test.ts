import request from 'supertest';
import { cacheFiles } from '../src/cache/cacheFiles';
import { CommentModel } from '../src/comments/comment.model';
import { LATEST_COMMENTS_FILE } from '../src/comments/latestComments.cache';
import { TabModel } from '../src/tabs/tab.model';
import { UserModel } from '../src/users/user.model';
import { createArtist, createTab } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';
import { adminAgent, createUser, signedInAgent, type TestAgent } from './support/users';

const UNAUTHENTICATED = 'Acțiunea necesită autentificare.';
const FORBIDDEN = 'Acțiunea necesită autorizare.';
const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';

describe('comments (/api/comment, /api/user/comment)', () => {
  let api: TestApi;
  let author: TestAgent;
  let other: TestAgent;
  let authorId: string;
  let tabId: string;
  let otherTabId: string;
  let hiddenTabId: string;

  beforeAll(async () => {
    api = await startTestApi();
    const user = await createUser({ username: 'Comentator', slug: 'comentator' });
    authorId = user._id.toHexString();
    author = await signedInAgent(api.app, user);
    other = await signedInAgent(api.app);
    const artist = await createArtist('Vama Veche');
    tabId = (await createTab({ title: 'Epilog', artist }))._id.toHexString();
    otherTabId = (await createTab({ title: 'Ana', artist }))._id.toHexString();
    hiddenTabId = (await createTab({ title: 'Ciornă', artist, isPublic: false }))._id.toHexString();
  });
  afterAll(() => api.stop());

  const commentCountOf = async (id: string) => (await TabModel.findById(id).lean())?.commentCount;
  const userCommentCount = async (id: string) => (await UserModel.findById(id).lean())?.commentCount;

  it('adds a comment and answers it with its author and tab', async () => {
    const res = await author.post('/api/user/comment').send({ tabId, body: '  Foarte frumos!  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      body: 'Foarte frumos!',
      createdAt: expect.any(String),
      author: { id: authorId, name: 'Comentator', slug: 'comentator' },
      tab: { id: tabId, title: 'Epilog', slug: 'epilog', artist: { name: 'Vama Veche', slug: 'vama-veche' } },
    });
    expect(await commentCountOf(tabId)).toBe(1);
    expect(await userCommentCount(authorId)).toBe(1);
  });

  it('answers each validation message', async () => {
    const empty = await author.post('/api/user/comment').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(['Tabulatura trebuie specificată.', 'Textul trebuie completat']);
    const long = await author.post('/api/user/comment').send({ tabId: 'abc', body: 'x'.repeat(501) });
    expect(long.body.errors).toEqual(['Tabulatura nu este validă.', 'Textul depășește 500 de caractere']);
    const blank = await author.post('/api/user/comment').send({ tabId, body: '   ' });
    expect(blank.body.errors).toEqual(['Textul trebuie completat']);
    const list = await request(api.app).get('/api/comment');
    expect(list.status).toBe(400);
    expect(list.body.errors).toEqual(['Tabulatura trebuie specificată.']);
  });

  it('requires sign-in to comment, list own comments and delete', async () => {
    for (const call of [
      request(api.app).post('/api/user/comment').send({ tabId, body: 'x' }),
      request(api.app).get('/api/user/comment'),
      request(api.app).delete('/api/user/comment').send({ id: tabId }),
    ]) {
      const res = await call;
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: [UNAUTHENTICATED] });
    }
  });

  it('answers 404 for a tab that does not exist or is not public', async () => {
    for (const id of [hiddenTabId, '0123456789abcdef01234567']) {
      const add = await author.post('/api/user/comment').send({ tabId: id, body: 'x' });
      expect(add.status).toBe(404);
      expect(add.body).toEqual({ errors: [NOT_FOUND] });
      expect((await request(api.app).get(`/api/comment?filterTabId=${id}`)).status).toBe(404);
    }
  });

  it("lists a tab's comments newest first, 10 per batch, with the total", async () => {
    for (let i = 1; i <= 11; i += 1) {
      await other
        .post('/api/user/comment')
        .send({ tabId: otherTabId, body: `Comentariul ${i}` })
        .expect(201);
    }
    const first = await request(api.app).get(`/api/comment?filterTabId=${otherTabId}`).expect(200);
    expect(first.body.total).toBe(11);
    expect(first.body.comments).toHaveLength(10);
    expect(first.body.comments[0].body).toBe('Comentariul 11');
    const next = await request(api.app).get(`/api/comment?filterTabId=${otherTabId}&offset=10`).expect(200);
    expect(next.body.comments.map((c: { body: string }) => c.body)).toEqual(['Comentariul 1']);
    const oldest = await request(api.app)
      .get(`/api/comment?filterTabId=${otherTabId}&sort=asc&limit=2`)
      .expect(200);
    expect(oldest.body.comments.map((c: { body: string }) => c.body)).toEqual([
      'Comentariul 1',
      'Comentariul 2',
    ]);
  });

  it("lists the user's own comments by date or by tab title", async () => {
    await author.post('/api/user/comment').send({ tabId: otherTabId, body: 'Și la Ana' }).expect(201);
    const recent = await author.get('/api/user/comment').expect(200);
    expect(recent.body.total).toBe(2);
    expect(recent.body.comments.map((c: { body: string }) => c.body)).toEqual([
      'Și la Ana',
      'Foarte frumos!',
    ]);
    const oldest = await author.get('/api/user/comment?orderby=createdAt&sort=asc').expect(200);
    expect(oldest.body.comments[0].body).toBe('Foarte frumos!');
    const byTitle = await author.get('/api/user/comment?orderby=title&sort=asc').expect(200);
    expect(byTitle.body.comments.map((c: { tab: { title: string } }) => c.tab.title)).toEqual([
      'Ana',
      'Epilog',
    ]);
    const paged = await author.get('/api/user/comment?orderby=title&sort=desc&limit=1').expect(200);
    expect(paged.body).toMatchObject({ total: 2, comments: [{ tab: { title: 'Epilog' } }] });
  });

  it("refuses to delete another user's comment (403) and an unknown one (404)", async () => {
    const own = await author.post('/api/user/comment').send({ tabId, body: 'De șters' }).expect(201);
    const res = await other.delete('/api/user/comment').send({ id: own.body.id });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [FORBIDDEN] });
    const unknown = await other.delete('/api/user/comment').send({ id: '0123456789abcdef01234567' });
    expect(unknown.status).toBe(404);
    const invalid = await other.delete('/api/user/comment').send({});
    expect(invalid.body.errors).toEqual(['Comentariul nu este valid.']);
  });

  it('lets authors delete their own comments and admins any, counting down once', async () => {
    const before = await commentCountOf(tabId);
    const own = await author.post('/api/user/comment').send({ tabId, body: 'Al meu' }).expect(201);
    const theirs = await other.post('/api/user/comment').send({ tabId, body: 'Al lor' }).expect(201);
    expect(await commentCountOf(tabId)).toBe((before ?? 0) + 2);
    expect((await author.delete('/api/user/comment').send({ id: own.body.id })).body).toBe(true);
    const admin = await adminAgent(api.app);
    expect((await admin.delete('/api/user/comment').send({ id: theirs.body.id })).body).toBe(true);
    expect(await commentCountOf(tabId)).toBe(before);
    expect(await CommentModel.exists({ _id: own.body.id })).toBeNull();
  });

  it('keeps the counters exact under concurrent adds and deletes', async () => {
    const user = await createUser();
    const agent = await signedInAgent(api.app, user);
    const before = (await commentCountOf(tabId)) ?? 0;
    const added = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        agent.post('/api/user/comment').send({ tabId, body: `Paralel ${i}` }),
      ),
    );
    expect(added.every((res) => res.status === 201)).toBe(true);
    expect(await commentCountOf(tabId)).toBe(before + 12);
    expect(await userCommentCount(user._id.toHexString())).toBe(12);
    // The same comment deleted by several calls at once counts down once.
    const target = added[0]?.body.id as string;
    const deletions = await Promise.all(
      Array.from({ length: 4 }, () => agent.delete('/api/user/comment').send({ id: target })),
    );
    expect(deletions.filter((res) => res.status === 200)).not.toHaveLength(0);
    const rest = added.slice(1).map((res) => agent.delete('/api/user/comment').send({ id: res.body.id }));
    await Promise.all(rest);
    expect(await commentCountOf(tabId)).toBe(before);
    expect(await userCommentCount(user._id.toHexString())).toBe(0);
    expect(await CommentModel.countDocuments({ tabId })).toBe(before);
  });

  it('writes the latest comments on public tabs to /cache/latest-comments.json', async () => {
    await other.post('/api/user/comment').send({ tabId, body: 'Cel mai nou' }).expect(201);
    await cacheFiles.flush();
    const file = await cacheFiles.json(LATEST_COMMENTS_FILE);
    expect(file.comments.length).toBeLessThanOrEqual(10);
    expect(file.comments[0]).toMatchObject({ body: 'Cel mai nou', tab: { slug: 'epilog' } });
    const served = await request(api.app).get(`/cache/${LATEST_COMMENTS_FILE}`).expect(200);
    expect(served.body.comments[0].body).toBe('Cel mai nou');
  });
});
