import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STATUS_MESSAGES } from '@acorduri/contracts';
import request from 'supertest';
import { SESSION_COOKIE } from '../src/auth/requestCookie';
import { createSession } from '../src/auth/session.service';
import { CommentModel } from '../src/comments/comment.model';
import { TabModel } from '../src/tabs/tab.model';
import { createArtist, createTab } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser, expectSignedOut } from './support/users';

const PUBLIC_URL = 'https://acorduri.example';
const TRUSTED = 'https://www.acorduri.example';
const forbidden = { errors: [STATUS_MESSAGES[403]] };

let api: TestApi;
let server: Server;
/** The origin the site is reached at in this test: the request's own host. */
let ownOrigin: string;
let tabId: string;

beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL, TRUSTED_ORIGINS: TRUSTED });
  server = api.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  ownOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tabId = (await createTab({ title: 'Epilog', artist: await createArtist('Vama Veche') }))._id.toHexString();
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.stop();
});

/** A visitor's browser session: the cookie a signed-in person holds. */
async function signedInVisitor() {
  const user = await createUser();
  const { token } = await createSession(user._id, 3600);
  const agent = request.agent(server);
  agent.jar.setCookie(`${SESSION_COOKIE}=${token}; Path=/; HttpOnly`, '127.0.0.1', '/');
  return agent;
}

const commentsOnTab = () => CommentModel.countDocuments({ tabId });
const commentCountOfTab = async () => (await TabModel.findById(tabId).lean())?.commentCount;

describe('write calls from another origin', () => {
  it.each([
    ['an Origin of another site', { Origin: 'https://evil.example' }],
    ['an Origin of the same host on another port', { Origin: 'http://127.0.0.1:1' }],
    ['an opaque Origin', { Origin: 'null' }],
    ['Sec-Fetch-Site cross-site and no Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    [
      'Sec-Fetch-Site same-site from an untrusted sibling',
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.acorduri.example' },
    ],
    ['only a Referer of another site', { Referer: 'https://evil.example/pagina' }],
    [
      'Sec-Fetch-Site none and an Origin of another site',
      { 'Sec-Fetch-Site': 'none', Origin: 'http://evil.example' },
    ],
    [
      'Sec-Fetch-Site same-origin and an Origin of another site',
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' },
    ],
    [
      'Sec-Fetch-Site none and a Referer of another site',
      { 'Sec-Fetch-Site': 'none', Referer: 'https://evil.example/' },
    ],
  ])('refuse a comment with %s: 403, nothing stored', async (_case, headers) => {
    const agent = await signedInVisitor();
    await agent.post('/api/user/comment').set(headers).send({ tabId, body: 'Atac' }).expect(403, forbidden);
    expect(await commentsOnTab()).toBe(0);
    expect(await commentCountOfTab()).toBe(0);
  });

  it('refuse a sign-out from another site: the session stays valid', async () => {
    const agent = await signedInVisitor();
    await agent.post('/api/account/sign-out').set('Origin', 'https://evil.example').expect(403, forbidden);
    const account = await agent.get('/api/account').set('Origin', 'https://evil.example').expect(200);
    expect(account.body).toMatchObject({ email: expect.any(String) });
  });
});

describe('write calls from the site itself', () => {
  it.each([
    ['the request host as Origin', () => ({ Origin: ownOrigin })],
    ['PUBLIC_URL as Origin', () => ({ Origin: PUBLIC_URL })],
    ['a TRUSTED_ORIGINS origin', () => ({ Origin: TRUSTED, 'Sec-Fetch-Site': 'same-site' })],
    ['Sec-Fetch-Site same-origin', () => ({ 'Sec-Fetch-Site': 'same-origin', Origin: ownOrigin })],
    ['only a Referer of the site', () => ({ Referer: `${ownOrigin}/acorduri/vama-veche/epilog` })],
    ['no browser headers (a tool such as curl)', () => ({})],
    ['Sec-Fetch-Site none without an Origin (an address typed in)', () => ({ 'Sec-Fetch-Site': 'none' })],
  ])('accept a comment with %s', async (_case, headers) => {
    const before = await commentsOnTab();
    const agent = await signedInVisitor();
    await agent.post('/api/user/comment').set(headers()).send({ tabId, body: 'Frumos' }).expect(201);
    expect(await commentsOnTab()).toBe(before + 1);
    expect(await commentCountOfTab()).toBe(before + 1);
  });

  it('sign out from the site', async () => {
    const agent = await signedInVisitor();
    await agent.post('/api/account/sign-out').set('Origin', ownOrigin).expect(200, 'true');
    await expectSignedOut(agent);
  });
});
