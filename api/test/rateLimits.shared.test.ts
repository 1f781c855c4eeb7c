import { STATUS_MESSAGES } from '@acorduri/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../src/app';
import type { AppConfig } from '../src/config/config';
import { RateLimitHitModel } from '../src/http/rateLimitStore';
import { createLogger } from '../src/logger';
import { startTestApi, type TestApi } from './support/testApi';

const tooMany = { errors: [STATUS_MESSAGES[429]] };

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    RATE_LIMIT_AUTH_MAX: '3',
    RATE_LIMIT_SEARCH_MAX: '2',
    RATE_LIMIT_AUTOCOMPLETE_MAX: '2',
  });
});

afterAll(async () => {
  await api.stop();
});

beforeEach(async () => {
  await RateLimitHitModel.deleteMany({});
});

/** Another API process on the same database: a separate app with its own limiters. */
const instance = (changes: Partial<AppConfig> = {}): Express =>
  createApp({ config: { ...api.config, ...changes }, logger: createLogger('silent'), dbEngine: 'embedded' });

const signIn = (app: Express, forwardedFor?: string) => {
  const call = request(app).post('/api/account/sign-in').send({});
  return forwardedFor ? call.set('X-Forwarded-For', forwardedFor) : call;
};

describe('rate-limit budgets kept in MongoDB', () => {
  it('are shared by two instances on one database and survive a restart', async () => {
    const first = instance();
    const second = instance();
    await signIn(first).expect(400);
    await signIn(second).expect(400);
    await signIn(first).expect(400);
    await signIn(second).expect(429, tooMany);
    await signIn(first).expect(429, tooMany);
    // A process started after the budget was spent sees it spent.
    await signIn(instance()).expect(429, tooMany);
    const [stored] = await RateLimitHitModel.find({ _id: /^sign-in:/ }).lean();
    expect(stored?.hits).toBe(6);
    expect(stored?.resetAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('count simultaneous first hits of one client once each', async () => {
    const apps = [instance(), instance()];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, call) => signIn(apps[call % 2] as Express).then((res) => res.status)),
    );
    expect(answers.filter((status) => status === 400)).toHaveLength(3);
    expect(answers.filter((status) => status === 429)).toHaveLength(7);
  });

  it('start a new window once the stored one has ended', async () => {
    const app = instance();
    for (let call = 0; call < 3; call += 1) await signIn(app).expect(400);
    await signIn(app).expect(429, tooMany);
    await RateLimitHitModel.updateMany({}, { $set: { resetAt: new Date(Date.now() - 1000) } });
    await signIn(app).expect(400);
    const [stored] = await RateLimitHitModel.find({ _id: /^sign-in:/ }).lean();
    expect(stored?.hits).toBe(1);
  });
});

describe('search and autocomplete limits', () => {
  it('answer the paged search with 429 and the spec message once the budget is spent', async () => {
    await request(api.app).get('/api/tab').query({ search: 'ana' }).expect(200);
    await request(api.app).get('/api/tab').query({ search: 'maria' }).expect(200);
    const refused = await request(api.app).get('/api/tab').query({ search: 'ion' }).expect(429, tooMany);
    expect(refused.body.errors).toEqual(['Prea multe cereri. Vă rugăm să încercați mai târziu.']);
    expect(refused.headers.ratelimit).toBeDefined();
    // A search already answered comes from memory (sharedReadCache) and runs nothing: it spends no budget.
    await request(api.app).get('/api/tab').query({ search: 'ana' }).expect(200);
    await request(api.app).get('/api/tab').query({ search: 'ion' }).expect(429, tooMany);
    // Browsing the archive without a search term is not counted.
    await request(api.app).get('/api/tab').expect(200);
  });

  it('give the autocomplete its own budget', async () => {
    await request(api.app).get('/api/tab').query({ search: 'ana' }).expect(200);
    await request(api.app).get('/api/search/autocomplete').query({ search: 'maria' }).expect(200);
    await request(api.app).get('/api/search/autocomplete').query({ search: 'mari' }).expect(200);
    await request(api.app).get('/api/search/autocomplete').query({ search: 'marian' }).expect(429, tooMany);
    await request(api.app).get('/api/tab').query({ search: 'ana' }).expect(200);
  });
});

describe('client addresses behind TRUST_PROXY', () => {
  it('ignore X-Forwarded-For from a peer that is not a configured proxy (the default)', async () => {
    const app = instance();
    for (let call = 0; call < 3; call += 1) await signIn(app, `203.0.113.${call}`).expect(400);
    await signIn(app, '198.51.100.7').expect(429, tooMany);
  });

  it('count each forwarded client on its own when the peer is a configured proxy', async () => {
    const app = instance({ trustProxy: ['loopback'] });
    for (let call = 0; call < 3; call += 1) await signIn(app, '203.0.113.1').expect(400);
    await signIn(app, '203.0.113.1').expect(429, tooMany);
    await signIn(app, '198.51.100.7').expect(400);
  });
});
