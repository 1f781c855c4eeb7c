import { decryptTabBody } from '@acorduri/contracts';
import request from 'supertest';
import { EventLogModel } from '../src/events/eventLog.model';
import { EVENT } from '../src/events/eventTypes';
import { TabModel } from '../src/tabs/tab.model';
import { ROLE } from '../src/users/user.model';
import { useApiWithMailbox } from './support/apiWithMailbox';
import { createArtist, createTab, createTag } from './support/catalogue';
import { createUser, signedInAgent, type TestAgent } from './support/users';

const QUEUE = '/api/admin/tab?pendingReview=1&orderby=submitted_at&sort=asc&limit=100';

describe('the review queue ("De revizuit")', () => {
  const suite = useApiWithMailbox({ PUBLIC_URL: 'https://acorduri.example' });
  let admin: TestAgent;
  let author: TestAgent;
  let authorEmail: string;
  let artistId: string;
  let tagId: string;
  let publishedId: string;

  beforeAll(async () => {
    const account = await createUser({ username: 'Autoare Nouă', slug: 'autoare-noua' });
    authorEmail = account.email;
    author = await signedInAgent(suite.api.app, account);
    admin = await signedInAgent(suite.api.app, await createUser({ role: ROLE.admin }));
    const artist = await createArtist('Phoenix');
    artistId = artist.id;
    tagId = (await createTag('Rock')).id;
    publishedId = (await createTab({ title: 'Andrii Popa', artist, authorId: account._id })).id;
  });

  const queue = async () => (await admin.get(QUEUE).expect(200)).body;
  const lastEvent = (code: number) => EventLogModel.findOne({ code }).sort({ _id: -1 }).lean();

  it('holds new submissions and proposed edits, oldest first, with who sent them and when', async () => {
    const edit = await author
      .put('/api/user/tab/draft')
      .send({ id: publishedId, title: 'Andrii Popa (live)', artistId, body: 'Am F\nnou' });
    expect(edit.status).toBe(200);
    const submitted = await author
      .post('/api/user/tab')
      .send({ title: 'Iarna pe uliță', artistId, body: 'C G\nIarna' })
      .expect(201);
    const { tabs, total } = await queue();
    expect(total).toBe(2);
    expect(tabs.map((tab: { id: string }) => tab.id)).toEqual([publishedId, submitted.body.id]);
    expect(tabs[1]).toMatchObject({
      isPublic: false,
      pendingReview: true,
      author: { name: 'Autoare Nouă', slug: 'autoare-noua' },
      reviewRequestedAt: expect.any(String),
    });
    expect(Date.parse(tabs[0].reviewRequestedAt)).toBeLessThanOrEqual(Date.parse(tabs[1].reviewRequestedAt));
    expect(tabs[0]).toMatchObject({
      isPublic: true,
      draftAvailable: true,
      draft: { title: 'Andrii Popa (live)' },
    });
  });

  it('approves a new submission with the tags chosen in the same call, logs it and mails the author', async () => {
    const [, submission] = (await queue()).tabs;
    const approval = { id: submission.id, title: 'Iarna pe uliță', artistId, body: 'C G\nIarna' };
    const untagged = await admin.put('/api/admin/tab/approve').send(approval);
    expect([untagged.status, untagged.body.errors]).toEqual([
      400,
      ['Cel puțin o etichetă trebuie selectată'],
    ]);
    const approved = await admin.put('/api/admin/tab/approve').send({ ...approval, tagIds: [tagId] });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      isPublic: true,
      pendingReview: false,
      tagIds: [tagId],
      review: { outcome: 'approved', reason: null },
    });
    expect((await queue()).total).toBe(1);
    await request(suite.api.app).get(`/api/tab/${submission.id}`).expect(200);
    expect(await lastEvent(EVENT.adminTabPublished)).toMatchObject({
      subject: expect.stringContaining(submission.id),
    });
    const mail = await suite.mailbox.next(authorEmail);
    expect(mail.subject).toBe('Transpunerea „Iarna pe uliță” a fost aprobată');
    expect(mail.text).toContain('https://acorduri.example/transpunerile-mele');
    const own = await author.get(`/api/user/tab/${submission.id}`);
    expect(own.body.review).toMatchObject({ outcome: 'approved' });
    const again = await admin.put('/api/admin/tab/approve').send({ ...approval, tagIds: [tagId] });
    expect([again.status, again.body.errors]).toEqual([
      400,
      ['Transpunerea nu are modificări în așteptare.'],
    ]);
  });

  it('rejects a proposed edit with a reason: the author keeps the text and sees why, the public tab is unchanged', async () => {
    const tooLong = await admin
      .put('/api/admin/tab/reject')
      .send({ id: publishedId, reason: 'x'.repeat(501) });
    expect([tooLong.status, tooLong.body.errors]).toEqual([400, ['Motivul depășește 500 de caractere']]);
    const rejected = await admin
      .put('/api/admin/tab/reject')
      .send({ id: publishedId, reason: 'Acordurile din refren nu se potrivesc.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      pendingReview: false,
      draftAvailable: false,
      review: { outcome: 'rejected', reason: 'Acordurile din refren nu se potrivesc.' },
    });
    expect((await queue()).total).toBe(0);
    expect(await lastEvent(EVENT.adminTabRejected)).toMatchObject({
      subject: expect.stringContaining(publishedId),
    });
    const mail = await suite.mailbox.next(authorEmail);
    expect(mail.subject).toBe('Transpunerea „Andrii Popa” nu a fost aprobată');
    expect(mail.text).toContain('Motivul: Acordurile din refren nu se potrivesc.');

    const own = await author.get(`/api/user/tab/${publishedId}`);
    expect(own.body).toMatchObject({
      title: 'Andrii Popa',
      draft: { title: 'Andrii Popa (live)' },
      review: { outcome: 'rejected', reason: 'Acordurile din refren nu se potrivesc.' },
    });
    expect(await decryptTabBody(own.body.draft.body)).toBe('Am F\nnou');
    const publicTab = await request(suite.api.app).get(`/api/tab/${publishedId}`).expect(200);
    expect(publicTab.body).toMatchObject({ title: 'Andrii Popa', draftAvailable: false });
    expect(publicTab.body).not.toHaveProperty('review');

    const twice = await admin.put('/api/admin/tab/reject').send({ id: publishedId });
    expect(twice.status).toBe(400);
    const missing = await admin.put('/api/admin/tab/reject').send({ id: '0123456789abcdef01234567' });
    expect(missing.status).toBe(404);
  });

  it('rejects a new submission without a reason; sent again, it is back in the queue', async () => {
    const submitted = await author
      .post('/api/user/tab')
      .send({ title: 'Balada', tempArtist: 'Necunoscut', body: 'D A' })
      .expect(201);
    await admin.put('/api/admin/tab/reject').send({ id: submitted.body.id }).expect(200);
    const mail = await suite.mailbox.next(authorEmail);
    expect(mail.text).not.toContain('Motivul');
    const stored = await TabModel.findById(submitted.body.id).lean();
    expect(stored).toMatchObject({
      isPublic: false,
      pendingReview: false,
      body: 'D A',
      review: { reason: null },
    });
    await author
      .put('/api/user/tab/draft')
      .send({ id: submitted.body.id, title: 'Balada', tempArtist: 'Necunoscut', body: 'D A E' })
      .expect(200);
    const { tabs } = await queue();
    expect(tabs).toEqual([
      expect.objectContaining({ id: submitted.body.id, pendingReview: true, review: null }),
    ]);
  });

  it('refuses the decisions to anyone but an admin', async () => {
    await author.put('/api/admin/tab/reject').send({ id: publishedId }).expect(403);
    await request(suite.api.app).put('/api/admin/tab/reject').send({ id: publishedId }).expect(401);
  });
});
