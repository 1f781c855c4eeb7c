import { rmSync } from 'node:fs';
import { startEmbeddedMongo } from '@acorduri/embedded-mongo';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import mongoose from 'mongoose';
import { SESSION_COOKIE } from '../src/auth/requestCookie';
import { seedChords } from '../src/chords/chord.seed';
import { CHORD_DATABASE_FILE } from '../src/chords/chord.service';
import { connectMongoose } from '../src/db/connect';
import { TabModel } from '../src/tabs/tab.model';
import { type ApiProcess, startApiProcess } from './support/apiProcess';
import { builtShellWebRoot } from './support/builtShell';
import { createArtist, createTab, createTag } from './support/catalogue';
import { createUser, TEST_PASSWORD } from './support/users';

jest.setTimeout(240_000);

/** The promise: a write on one instance is seen on the other within a second. */
const VISIBLE_WITHIN_MS = 1000;
const AUTH_BUDGET = 20;

/** A shell build of its own, so the pages render without `npm run build`. */
('<div id="root"></div></body></html>');

let engine: Awaited<ReturnType<typeof startEmbeddedMongo>>;
let webRoot: string;
const instances: ApiProcess[] = [];
let one: ApiProcess;
let two: ApiProcess;

beforeAll(async () => {
  // The embedded engine as a standalone server on a TCP port; the test and both API processes are its clients.
  engine = await startEmbeddedMongo();
  const uri = `${engine.uri}/acorduri_instances`;
  await connectMongoose(uri);
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
  webRoot = builtShellWebRoot();
  const env = {
    WEB_ROOT: webRoot,
    MONGODB_URI: uri,
    DB_ENGINE: 'uri',
    SEED_ON_EMPTY: '0',
    RATE_LIMIT_AUTH_MAX: String(AUTH_BUDGET),
    RATE_LIMIT_WRITE_MAX: '10000',
    ALTCHA_MAX_NUMBER: '2000',
  };
  // One after the other: two cold TypeScript starts at once would only compete for the same cores.
  for (let index = 0; index < 2; index += 1) instances.push(await startApiProcess(env));
  [one, two] = instances as [ApiProcess, ApiProcess];
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await mongoose.disconnect();
  await engine?.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

async function call(instance: ApiProcess, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${instance.url}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** A challenge from `instance`, solved like the widget does. */
async function captchaFrom(instance: ApiProcess): Promise<string> {
  const challenge = (await (await call(instance, '/api/captcha/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function signIn(instance: ApiProcess, email: string, password: string): Promise<Response> {
  const hcaptchaResponse = await captchaFrom(instance);
  return call(instance, '/api/account/sign-in', {
    method: 'POST',
    body: JSON.stringify({ email, password, hcaptchaResponse }),
  });
}

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`no session cookie in ${response.headers.getSetCookie().join('; ')}`);
  return cookie.split(';')[0] ?? '';
}

/** Polls `read` until it answers what `expected` accepts, for at most VISIBLE_WITHIN_MS; answers the last value. */
async function seenWithinASecond<T>(read: () => Promise<T>, expected: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + VISIBLE_WITHIN_MS;
  let value = await read();
  while (!expected(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe('two API processes on one database', () => {
  let adminCookie: string;

  it('accepts on one instance a session made on the other', async () => {
    const admin = await createUser({ role: 1 });
    const response = await signIn(one, admin.email, TEST_PASSWORD);
    expect(response.status).toBe(200);
    adminCookie = sessionCookie(response);
    const account = await call(two, '/api/account', { headers: { Cookie: adminCookie } });
    expect(await account.json()).toMatchObject({ email: admin.email, role: 1 });
    // A captcha challenge from one instance is accepted by the other too.
    const crossed = await call(two, '/api/account/sign-in', {
      method: 'POST',
      body: JSON.stringify({
        email: admin.email,
        password: TEST_PASSWORD,
        hcaptchaResponse: await captchaFrom(one),
      }),
    });
    expect(crossed.status).toBe(200);
  });

  it('spends one sign-in budget across both instances', async () => {
    const user = await createUser();
    // The two sign-ins above already spent 2 of the address's budget; the rest alternates between instances.
    const statuses: number[] = [];
    for (let attempt = 2; attempt < AUTH_BUDGET; attempt += 1) {
      statuses.push((await signIn(attempt % 2 ? one : two, user.email, 'gresita1')).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    for (const instance of [one, two]) {
      const refused = await signIn(instance, user.email, TEST_PASSWORD);
      expect(refused.status).toBe(429);
    }
  });

  it('shows on the other instance a tab approved on one, in its API answers and its rendered page', async () => {
    const artist = await createArtist('Artist pe două procese');
    // A tab never published is approved with at least one tag (#29).
    const tag = await createTag('Etichetă pe două procese');
    const tab = await createTab({ title: 'Cântec în așteptare', artist, tags: [tag], isPublic: false });
    await TabModel.updateOne(
      { _id: tab._id },
      { $set: { draftAvailable: true, draft: { title: tab.title, body: 'Am F C G', artistId: artist._id } } },
    );
    const page = `/acorduri/${artist.slug}/${tab.slug}`;
    expect((await call(two, `/api/tab/${tab.id}`)).status).toBe(404);
    // The other instance renders (and keeps) the page while the tab is still unpublished.
    expect((await call(two, page)).status).toBe(404);
    const approved = await call(one, '/api/admin/tab/approve', {
      method: 'PUT',
      headers: { Cookie: adminCookie },
      body: JSON.stringify({ id: tab.id, title: tab.title, artistId: artist.id, body: 'Am F C G' }),
    });
    expect(approved.status).toBe(200);
    const seen = await seenWithinASecond(
      async () => {
        const response = await call(two, `/api/tab/${tab.id}`);
        return response.ok ? ((await response.json()) as { title: string }).title : `HTTP ${response.status}`;
      },
      (title) => title === tab.title,
    );
    expect(seen).toBe(tab.title);
    const rendered = await seenWithinASecond(
      async () => {
        const response = await call(two, page);
        return { status: response.status, html: await response.text() };
      },
      (answer) => answer.status === 200,
    );
    expect(rendered.status).toBe(200);
    expect(rendered.html).toContain(tab.title);
  });

  it('reads again on the other instance a public answer it kept, once an administrator changed it on one', async () => {
    const artist = await createArtist('Artist citit de două ori');
    const tag = await createTag('Categorie pe două procese');
    const tab = await createTab({ title: 'Cântec ținut minte', artist, tags: [tag] });
    const titleOn = async (instance: ApiProcess) =>
      ((await (await call(instance, `/api/tab/${tab.id}`)).json()) as { title: string }).title;
    // Read twice: the second answer comes from the instance's memory.
    expect(await titleOn(two)).toBe(tab.title);
    expect(await titleOn(two)).toBe(tab.title);
    const updated = await call(one, '/api/admin/tab', {
      method: 'PUT',
      headers: { Cookie: adminCookie },
      body: JSON.stringify({
        id: tab.id,
        title: 'Cântec schimbat pe celălalt proces',
        artistId: artist.id,
        body: 'Am F C G',
        isPublic: 1,
        isExplicit: 0,
        tagIds: [tag.id],
      }),
    });
    expect(updated.status).toBe(200);
    const seen = await seenWithinASecond(
      () => titleOn(two),
      (title) => title === 'Cântec schimbat pe celălalt proces',
    );
    expect(seen).toBe('Cântec schimbat pe celălalt proces');
  });

  it('serves on the other instance the chord database generated on one', async () => {
    await seedChords();
    const stampsOf = async (instance: ApiProcess) =>
      ((await (await call(instance, '/api/cache')).json()) as { files: Record<string, number> }).files;
    const before = (await stampsOf(two))[CHORD_DATABASE_FILE] ?? 0;
    const generated = await call(one, '/api/admin/chord/cache', {
      method: 'POST',
      headers: { Cookie: adminCookie },
    });
    expect(generated.status).toBe(200);
    const { chords } = (await generated.json()) as { chords: number };
    expect(chords).toBeGreaterThan(0);
    const stamp = await seenWithinASecond(
      async () => (await stampsOf(two))[CHORD_DATABASE_FILE] ?? 0,
      (value) => value > before,
    );
    expect(stamp).toBeGreaterThan(before);
    const served = await call(two, `/cache/${CHORD_DATABASE_FILE}?t=${stamp}`);
    expect(served.status).toBe(200);
    expect(((await served.json()) as { chords: unknown[] }).chords).toHaveLength(chords);
  });
});
