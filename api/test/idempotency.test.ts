import { IDEMPOTENCY_MESSAGES, REQUEST_MESSAGES } from '@acorduri/contracts';
import { Types } from 'mongoose';
import { CommentModel } from '../src/comments/comment.model';
import { IdempotencyRecordModel } from '../src/http/idempotencyRecord.model';
import { RatingModel } from '../src/ratings/rating.model';
import { TabRequestModel } from '../src/requests/request.model';
import { VoteModel } from '../src/requests/vote.model';
import { TabModel } from '../src/tabs/tab.model';
import { UserModel } from '../src/users/user.model';
import { createArtist, createTab } from './support/catalogue';
import { useUserApi } from './support/userApi';
import { createUser, signedInAgent } from './support/users';

const CONCURRENT = 6;

describe('Idempotency-Key on comment, rating, request and tab submissions', () => {
  const suite = useUserApi();
  let tabId: string;

  beforeAll(async () => {
    tabId = (
      await createTab({ title: 'Iarba', artist: await createArtist('Celelalte Cuvinte') })
    )._id.toHexString();
  });

  const commentsOnTab = () => CommentModel.countDocuments({ tabId });
  const tabCommentCount = async () => (await TabModel.findById(tabId).lean())?.commentCount;
  const userCounters = async () =>
    UserModel.findById(suite.userId, { commentCount: 1, requestCount: 1 }).lean();
  const postComment = (key: string, body = 'Mulțumesc!', client = suite.agent) =>
    client.post('/api/user/comment').set('Idempotency-Key', key).send({ tabId, body });

  it('answers a sequential repeat with the first response and writes once', async () => {
    const key = crypto.randomUUID();
    const first = await postComment(key);
    const again = await postComment(key);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await commentsOnTab()).toBe(1);
    expect(await tabCommentCount()).toBe(1);
    expect((await userCounters())?.commentCount).toBe(1);
  });

  it('writes once when the duplicates arrive together, each answered with the one response', async () => {
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, () => postComment(key, 'Deodată')),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(CONCURRENT).fill(201));
    expect(new Set(responses.map((res) => res.body.id)).size).toBe(1);
    expect(await CommentModel.countDocuments({ tabId, body: 'Deodată' })).toBe(1);
    expect(await commentsOnTab()).toBe(2);
    expect(await tabCommentCount()).toBe(2);
    expect((await userCounters())?.commentCount).toBe(2);
  });

  it('keeps separate actions apart: another key, another user, no key', async () => {
    const key = crypto.randomUUID();
    const other = await signedInAgent(suite.api.app);
    expect((await postComment(key, 'Unu')).status).toBe(201);
    expect((await postComment(crypto.randomUUID(), 'Unu')).status).toBe(201);
    expect((await postComment(key, 'Unu', other)).status).toBe(201);
    expect((await suite.agent.post('/api/user/comment').send({ tabId, body: 'Unu' })).status).toBe(201);
    expect(await CommentModel.countDocuments({ tabId, body: 'Unu' })).toBe(4);
    expect(await tabCommentCount()).toBe(await commentsOnTab());
  });

  it('refuses a malformed key and a key reused with another body, writing nothing', async () => {
    const before = await commentsOnTab();
    const malformed = await postComment('scurt');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ errors: [IDEMPOTENCY_MESSAGES.invalidKey] });
    const key = crypto.randomUUID();
    expect((await postComment(key, 'Primul text')).status).toBe(201);
    const reused = await postComment(key, 'Alt text');
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ errors: [IDEMPOTENCY_MESSAGES.keyReused] });
    expect(await commentsOnTab()).toBe(before + 1);
  });

  it('replays a refused write too, and lets a retry take over a request whose process died', async () => {
    const key = crypto.randomUUID();
    const missingTab = { tabId: new Types.ObjectId().toHexString(), body: 'x' };
    const refused = await suite.agent.post('/api/user/comment').set('Idempotency-Key', key).send(missingTab);
    const repeated = await suite.agent.post('/api/user/comment').set('Idempotency-Key', key).send(missingTab);
    expect(refused.status).toBe(404);
    expect(repeated.status).toBe(404);
    expect(repeated.headers['idempotent-replayed']).toBe('true');
    expect(repeated.body).toEqual(refused.body);

    // A process killed after storing the comment, before answering: its record stays pending.
    const abandoned = crypto.randomUUID();
    const body = { tabId, body: 'După restart' };
    const first = await suite.agent.post('/api/user/comment').set('Idempotency-Key', abandoned).send(body);
    await IdempotencyRecordModel.updateOne(
      { key: abandoned },
      { $set: { status: null, body: null, startedAt: new Date(Date.now() - 3_600_000) } },
    );
    const countBefore = await tabCommentCount();
    const retried = await suite.agent.post('/api/user/comment').set('Idempotency-Key', abandoned).send(body);
    expect(first.status).toBe(201);
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.body).toEqual(first.body);
    expect(await CommentModel.countDocuments({ tabId, body: 'După restart' })).toBe(1);
    expect(await tabCommentCount()).toBe(countBefore);
  });

  it('makes a repeated rating, request and tab submission write once', async () => {
    const ratingKey = crypto.randomUUID();
    for (let i = 0; i < 2; i++) {
      const res = await suite.agent
        .put('/api/user/tab/rate')
        .set('Idempotency-Key', ratingKey)
        .send({ id: tabId, rating: 4 });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ rating: 4, ratingCount: 1 });
    }
    expect(await RatingModel.countDocuments({ tabId })).toBe(1);

    const requestKey = crypto.randomUUID();
    const requests = await Promise.all(
      [1, 2, 3].map(() =>
        suite.agent
          .post('/api/user/request')
          .set('Idempotency-Key', requestKey)
          .send({ title: 'Balada unui greiere mic', tempArtist: 'Alexandru Andrieș' }),
      ),
    );
    expect(requests.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(await TabRequestModel.countDocuments({ authorId: suite.userId })).toBe(1);
    expect((await userCounters())?.requestCount).toBe(1);

    const tabKey = crypto.randomUUID();
    const tab = { title: 'Cântec nou', tempArtist: 'Autor necunoscut', body: 'C G Am F' };
    const tabs = await Promise.all(
      [1, 2].map(() => suite.agent.post('/api/user/tab').set('Idempotency-Key', tabKey).send(tab)),
    );
    expect(tabs.map((res) => res.status)).toEqual([201, 201]);
    expect(await TabModel.countDocuments({ authorId: suite.userId, title: 'Cântec nou' })).toBe(1);
  });
});

/**
 * A process killed after its write, before it answered, leaves the idempotency record pending; a minute later a
 * retry takes it over and runs the handler again. The key stored with the written document makes that retry
 * answer what was written instead of writing again.
 */
describe('a retry taking over from a process killed after the write', () => {
  const suite = useUserApi();
  let tabId: string;

  beforeAll(async () => {
    tabId = (
      await createTab({ title: 'Ploaia', artist: await createArtist('Vama Veche') })
    )._id.toHexString();
  });

  /** What the killed process leaves: the record pending since long ago, no stored response. */
  const killedBeforeAnswering = (key: string) =>
    IdempotencyRecordModel.updateOne(
      { key },
      { $set: { status: null, body: null, startedAt: new Date(Date.now() - 3_600_000) } },
    );

  async function sentTwice(send: (key: string) => Promise<{ status: number; body: unknown }>) {
    const key = crypto.randomUUID();
    const first = await send(key);
    await killedBeforeAnswering(key);
    const retried = await send(key);
    return { first, retried };
  }

  it('a rating: the same totals, one vote counted', async () => {
    const rate = (key: string, rating = 3.5) =>
      suite.agent.put('/api/user/tab/rate').set('Idempotency-Key', key).send({ id: tabId, rating });
    const { first, retried } = await sentTwice(rate);
    expect(first.status).toBe(200);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(first.body);
    expect(first.body).toEqual({ rating: 3.5, ratingCount: 1 });
    expect(await RatingModel.countDocuments({ tabId })).toBe(1);
    expect(await TabModel.findById(tabId, { ratingSum: 1, ratingCount: 1 }).lean()).toMatchObject({
      ratingSum: 3.5,
      ratingCount: 1,
    });
  });

  it('a rating retried after a later vote leaves the later value', async () => {
    const key = crypto.randomUUID();
    const rate = (idempotencyKey: string, rating: number) =>
      suite.agent
        .put('/api/user/tab/rate')
        .set('Idempotency-Key', idempotencyKey)
        .send({ id: tabId, rating });
    expect((await rate(key, 5)).status).toBe(200);
    expect((await rate(crypto.randomUUID(), 1)).body).toEqual({ rating: 1, ratingCount: 1 });
    await killedBeforeAnswering(key);
    const retried = await rate(key, 5);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ rating: 1, ratingCount: 1 });
    expect((await RatingModel.findOne({ tabId, userId: suite.userId }).lean())?.rating).toBe(1);
  });

  it('a request: the same request answered, one stored and counted', async () => {
    const payload = { title: 'Să nu-mi iei niciodată dragostea', tempArtist: 'Holograf' };
    const { first, retried } = await sentTwice((key) =>
      suite.agent.post('/api/user/request').set('Idempotency-Key', key).send(payload),
    );
    expect(first.status).toBe(201);
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(first.body);
    expect(await TabRequestModel.countDocuments({ authorId: suite.userId, title: payload.title })).toBe(1);
    expect((await UserModel.findById(suite.userId, { requestCount: 1 }).lean())?.requestCount).toBe(1);
  });

  it('a vote: the same count answered, not refused as a second vote', async () => {
    const requestId = (
      await (
        await signedInAgent(suite.api.app)
      )
        .post('/api/user/request')
        .send({ title: 'Cântec de votat', tempArtist: 'Phoenix' })
    ).body.id;
    const { first, retried } = await sentTwice((key) =>
      suite.agent.put('/api/user/request/vote').set('Idempotency-Key', key).send({ id: requestId }),
    );
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ voteCount: 1 });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(first.body);
    expect(await VoteModel.countDocuments({ requestId })).toBe(1);
    expect((await TabRequestModel.findById(requestId).lean())?.voteCount).toBe(1);
    // Another action (no key, or a new one) is still a second vote.
    const again = await suite.agent.put('/api/user/request/vote').send({ id: requestId });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ errors: [REQUEST_MESSAGES.alreadyVoted] });
  });

  it('a draft save retried after a later save answers and keeps the later draft', async () => {
    const author = await createUser();
    const authorAgent = await signedInAgent(suite.api.app, author);
    const ownTabId = (
      await createTab({ title: 'Ciornă', artist: await createArtist('Sarmalele Reci'), authorId: author._id })
    )._id.toHexString();
    const saveDraft = (key: string, title: string) =>
      authorAgent
        .put('/api/user/tab/draft')
        .set('Idempotency-Key', key)
        .send({ id: ownTabId, title, tempArtist: 'Sarmalele Reci', body: `${title}\nAm C G` });
    const key = crypto.randomUUID();
    const first = await saveDraft(key, 'Prima ciornă');
    expect(first.status).toBe(200);
    expect(first.body.draft).toMatchObject({ title: 'Prima ciornă' });
    expect((await saveDraft(crypto.randomUUID(), 'A doua ciornă')).status).toBe(200);
    await killedBeforeAnswering(key);
    const retried = await saveDraft(key, 'Prima ciornă');
    expect(retried.status).toBe(200);
    expect(retried.body.draft).toMatchObject({ title: 'A doua ciornă' });
    expect((await TabModel.findById(ownTabId, { draft: 1 }).lean())?.draft?.title).toBe('A doua ciornă');
    // Another user's tab stays 404 with a key as without one.
    const stranger = await signedInAgent(suite.api.app);
    const foreign = await stranger
      .put('/api/user/tab/draft')
      .set('Idempotency-Key', key)
      .send({ id: ownTabId, title: 'Străin', tempArtist: 'X', body: 'C' });
    expect(foreign.status).toBe(404);
  });

  it('a tab submission: the same tab answered, one stored and counted', async () => {
    const tab = { title: 'Piesă trimisă o dată', tempArtist: 'Autor necunoscut', body: 'Am F C G' };
    const { first, retried } = await sentTwice((key) =>
      suite.agent.post('/api/user/tab').set('Idempotency-Key', key).send(tab),
    );
    expect(first.status).toBe(201);
    expect(retried.status).toBe(201);
    const { body: firstBody, ...firstFields } = first.body as { body: string };
    const { body: retriedBody, ...retriedFields } = retried.body as { body: string };
    // The body is encrypted afresh for each response; everything else is the one stored tab.
    expect(retriedFields).toEqual(firstFields);
    expect(typeof retriedBody).toBe(typeof firstBody);
    expect(await TabModel.countDocuments({ authorId: suite.userId, title: tab.title })).toBe(1);
    expect((await UserModel.findById(suite.userId, { tabCount: 1 }).lean())?.tabCount).toBe(1);
  });
});
