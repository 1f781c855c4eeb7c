import request from 'supertest';
import { cacheFiles } from '../src/cache/cacheFiles';
import { CommentModel } from '../src/comments/comment.model';
import { LATEST_COMMENTS_FILE } from '../src/comments/latestComments.cache';
import { EventLogModel } from '../src/events/eventLog.model';
import { EVENT } from '../src/events/eventTypes';
import { TabModel } from '../src/tabs/tab.model';
import { UserModel } from '../src/users/user.model';
import { useAdminApi } from './support/adminApi';
import { createArtist, createTab } from './support/catalogue';
import { createUser, signedInAgent, type TestAgent } from './support/users';

interface Row {
  body: string;
  author: { name: string } | null;
  tab: { title: string };
}

describe('admin comments (/api/admin/comment, DELETE /api/user/comment)', () => {
  const suite = useAdminApi({
    admin: { username: 'Moderator', slug: 'moderator', email: 'sef-comentarii@acorduri.test' },
  });
  let stefan: TestAgent;
  let ana: TestAgent;
  let epilogId: string;
  let trenuriId: string;

  beforeAll(async () => {
    stefan = await signedInAgent(
      suite.api.app,
      await createUser({ username: 'Ștefan Țăranu', slug: 'stefan-taranu' }),
    );
    ana = await signedInAgent(suite.api.app, await createUser({ username: 'Ana Maria', slug: 'ana-maria' }));
    const vama = await createArtist('Vama Veche');
    const cargo = await createArtist('Cargo');
    epilogId = (await createTab({ title: 'Epilog', artist: vama }))._id.toHexString();
    trenuriId = (await createTab({ title: 'Trenuri', artist: cargo }))._id.toHexString();
    // Written one after the other: the order of creation is the order of the rows.
    await stefan
      .post('/api/user/comment')
      .send({ tabId: epilogId, body: 'Știu piesa pe de rost' })
      .expect(201);
    await ana.post('/api/user/comment').send({ tabId: trenuriId, body: 'Acordul F e greu' }).expect(201);
    await ana.post('/api/user/comment').send({ tabId: epilogId, body: 'Mulțumesc, Ștefan!' }).expect(201);
  });

  const bodiesOf = (res: { body: { comments: Row[] } }) => res.body.comments.map((comment) => comment.body);
  const list = async (query = '') => {
    const res = await suite.admin.get(`/api/admin/comment?${query}`);
    expect(res.status).toBe(200);
    return res;
  };

  it('refuses anonymous visitors (401) and standard users (403)', async () => {
    expect((await request(suite.api.app).get('/api/admin/comment')).status).toBe(401);
    expect((await stefan.get('/api/admin/comment')).status).toBe(403);
  });

  it('lists every comment newest first with its author and tab (artist - title)', async () => {
    const res = await list();
    expect(res.body.total).toBe(3);
    expect(bodiesOf(res)).toEqual(['Mulțumesc, Ștefan!', 'Acordul F e greu', 'Știu piesa pe de rost']);
    expect(res.body.comments[1]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      body: 'Acordul F e greu',
      createdAt: expect.any(String),
      author: { id: expect.any(String), name: 'Ana Maria', slug: 'ana-maria' },
      tab: { id: trenuriId, title: 'Trenuri', slug: 'trenuri', artist: { name: 'Cargo', slug: 'cargo' } },
    });
    const page = await list('limit=1&offset=1');
    expect(bodiesOf(page)).toEqual(['Acordul F e greu']);
    expect(page.body.total).toBe(3);
  });

  it("sorts by author ('Autor, A-Z'), tab title ('Titlu, A-Z') and date both ways", async () => {
    expect(bodiesOf(await list('orderby=author&sort=asc'))).toEqual([
      'Mulțumesc, Ștefan!',
      'Acordul F e greu',
      'Știu piesa pe de rost',
    ]);
    expect(bodiesOf(await list('orderby=author&sort=desc'))[0]).toBe('Știu piesa pe de rost');
    expect(bodiesOf(await list('orderby=tab&sort=asc'))).toEqual([
      'Mulțumesc, Ștefan!',
      'Știu piesa pe de rost',
      'Acordul F e greu',
    ]);
    expect(bodiesOf(await list('orderby=tab&sort=asc&limit=1&offset=2'))).toEqual(['Acordul F e greu']);
    expect(bodiesOf(await list('orderby=created_at&sort=asc'))[0]).toBe('Știu piesa pe de rost');
    const bad = await suite.admin.get('/api/admin/comment?orderby=body');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Criteriul de sortare nu este valid.']);
  });

  it('pages a sort by author or tab one comment at a time in the order of the whole list, searched or not', async () => {
    for (const order of ['orderby=author&sort=asc', 'orderby=author&sort=desc', 'orderby=tab&sort=asc']) {
      const whole = bodiesOf(await list(order));
      const paged = [];
      for (let offset = 0; offset <= whole.length; offset += 1)
        paged.push(...bodiesOf(await list(`${order}&limit=1&offset=${offset}`)));
      expect(paged).toEqual(whole);
      // A search matching every comment takes the other path (the matches ordered in memory): the same order.
      expect(bodiesOf(await list(`${order}&search=a&searchField=author`))).toEqual(whole);
    }
  });

  it('searches the author, the tab title or the text, ignoring case and diacritics', async () => {
    expect(bodiesOf(await list('search=STIU PIESA&searchField=text'))).toEqual(['Știu piesa pe de rost']);
    expect(bodiesOf(await list('search=stefan&searchField=author'))).toEqual(['Știu piesa pe de rost']);
    expect(bodiesOf(await list('search=ana-maria&searchField=author&orderby=created_at&sort=asc'))).toEqual([
      'Acordul F e greu',
      'Mulțumesc, Ștefan!',
    ]);
    expect(bodiesOf(await list('search=trenur&searchField=tab'))).toEqual(['Acordul F e greu']);
    // Without 'Caută în' every field is searched: Ștefan is an author and is named in a comment.
    const anywhere = await list('search=ștefan');
    expect(bodiesOf(anywhere).sort()).toEqual(['Mulțumesc, Ștefan!', 'Știu piesa pe de rost']);
    expect(anywhere.body.total).toBe(2);
    expect((await list('search=epilog&searchField=text')).body.total).toBe(0);
    expect((await list('search=--')).body).toEqual({ comments: [], total: 0 });
    const bad = await suite.admin.get('/api/admin/comment?search=x&searchField=email');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Câmpul în care se caută nu este valid.']);
  });

  it("lets an admin delete anyone's comment: counters equal a recount, the latest comments follow, it is logged", async () => {
    const [target] = (await list('search=acordul&searchField=text')).body.comments as { id: string }[];
    const author = await UserModel.findOne({ slug: 'ana-maria' }).lean();
    const res = await suite.admin.delete('/api/user/comment').send({ id: target?.id });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect(await CommentModel.exists({ _id: target?.id })).toBeNull();
    const tab = await TabModel.findById(trenuriId).lean();
    expect(tab?.commentCount).toBe(await CommentModel.countDocuments({ tabId: trenuriId }));
    expect((await UserModel.findById(author?._id).lean())?.commentCount).toBe(
      await CommentModel.countDocuments({ authorId: author?._id }),
    );
    await cacheFiles.flush();
    const latest = await cacheFiles.json(LATEST_COMMENTS_FILE);
    expect(latest.comments.map((comment: Row) => comment.body)).not.toContain('Acordul F e greu');
    expect(await EventLogModel.findOne({ code: EVENT.adminCommentDeleted }).lean()).toMatchObject({
      email: suite.adminEmail,
      subject: `comment ${target?.id} «Acordul F e greu»`,
    });
    expect((await list()).body.total).toBe(2);
  });

  it('logs no admin action when authors delete their own comments', async () => {
    const own = await stefan.post('/api/user/comment').send({ tabId: trenuriId, body: 'Al meu' }).expect(201);
    const before = await EventLogModel.countDocuments({ code: EVENT.adminCommentDeleted });
    await stefan.delete('/api/user/comment').send({ id: own.body.id }).expect(200);
    expect(await EventLogModel.countDocuments({ code: EVENT.adminCommentDeleted })).toBe(before);
  });
});
