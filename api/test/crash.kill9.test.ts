import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo } from '@acorduri/embedded-mongo';
import mongoose, { type Types } from 'mongoose';
import { SESSION_COOKIE } from '../src/auth/requestCookie';
import { createSession } from '../src/auth/session.service';
import { CommentModel } from '../src/comments/comment.model';
import { COUNTERS } from '../src/counters/counterRegistry';
import { findCounterDrift } from '../src/counters/recountCounters';
import { DEFAULT_DB_NAME } from '../src/db/resolveDatabase';
import { RatingModel } from '../src/ratings/rating.model';
import { createArtist, createTab } from './support/catalogue';
import { type KillableApiProcess, startKillableApiProcess } from './support/killableApiProcess';
import { createUser } from './support/users';

const WRITERS = 12;
const TABS = 8;
/** The kill comes once this many writes were acknowledged, while the writers keep firing. */
const KILL_AFTER_ACKS = 120;

interface Writer {
  readonly cookie: string;
  readonly userId: Types.ObjectId;
}

/** Opens the API's data directory in this process (only while no API process holds its lock). */
async function withDatabase<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const engine = await startEmbeddedMongo({ dataDir: path.join(dataDir, 'db') });
  await mongoose.connect(`${engine.uri}/${DEFAULT_DB_NAME}`);
  try {
    await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
    return await work();
  } finally {
    await mongoose.disconnect();
    await engine.stop();
  }
}

describe('kill -9 in the middle of a burst of comments and ratings', () => {
  jest.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'acorduri-kill9-'));
  const env = {
    DATA_DIR: dataDir,
    DB_ENGINE: 'embedded',
    SEED_ON_EMPTY: '0',
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    RATE_LIMIT_WRITE_MAX: '100000',
  };
  let api: KillableApiProcess | undefined;

  afterAll(async () => {
    if (api && api.child.exitCode === null) {
      api.child.kill('SIGKILL');
      await api.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write, repairs the counters at the next start, recounts nothing after a clean stop', async () => {
    const { writers, tabIds } = await withDatabase(dataDir, async () => {
      const artist = await createArtist('Compact');
      const tabs = await Promise.all(
        Array.from({ length: TABS }, (_, i) => createTab({ title: `Cântec ${i}`, artist })),
      );
      const users = await Promise.all(Array.from({ length: WRITERS }, () => createUser()));
      const sessions = await Promise.all(users.map((user) => createSession(user._id, 3600)));
      return {
        tabIds: tabs.map((tab) => tab._id.toHexString()),
        writers: users.map(
          (user, i): Writer => ({
            userId: user._id,
            cookie: `${SESSION_COOKIE}=${sessions[i]?.token}`,
          }),
        ),
      };
    });

    api = await startKillableApiProcess(env);
    const { url } = api;
    const ackedComments: string[] = [];
    const ackedRatings: Array<{ userId: Types.ObjectId; tabId: string; rating: number }> = [];
    let killed = false;
    const write = async (writer: Writer, n: number) => {
      const tabId = tabIds[n % TABS] as string;
      const rating = n < TABS ? { rating: 1 + (n % 5) } : null;
      const response = await fetch(`${url}/api/${rating ? 'user/tab/rate' : 'user/comment'}`, {
        method: rating ? 'PUT' : 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: writer.cookie },
        body: JSON.stringify(rating ? { id: tabId, ...rating } : { tabId, body: `Comentariul ${n}` }),
      });
      const body = (await response.json()) as { id?: string };
      if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
      if (rating) ackedRatings.push({ userId: writer.userId, tabId, ...rating });
      else ackedComments.push(body.id as string);
      if (!killed && ackedComments.length + ackedRatings.length >= KILL_AFTER_ACKS) {
        killed = true;
        api?.child.kill('SIGKILL');
      }
    };
    // Each writer fires until the kill makes its request fail: writes in flight at the kill are not counted.
    await Promise.all(
      writers.map(async (writer) => {
        for (let n = 0; ; n++) {
          try {
            await write(writer, n);
          } catch {
            if (killed) return;
            throw new Error('a write failed before the kill');
          }
        }
      }),
    );
    await api.exited;
    expect(api.child.signalCode).toBe('SIGKILL');
    expect(ackedComments.length + ackedRatings.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    // The killed instance left its entry in runninginstances: the next start recounts.
    api = await startKillableApiProcess(env);
    await api.waitForOutput('their recount');
    api.child.kill('SIGTERM');
    await api.exited;
    // That stop was clean: the start after it trusts the counters.
    api = await startKillableApiProcess(env);
    await api.waitForOutput('counters kept');
    api.child.kill('SIGTERM');
    await api.exited;

    await withDatabase(dataDir, async () => {
      expect(await CommentModel.countDocuments({ _id: { $in: ackedComments } })).toBe(ackedComments.length);
      for (const { userId, tabId, rating } of ackedRatings)
        expect((await RatingModel.findOne({ userId, tabId }).lean())?.rating).toBe(rating);
      for (const definition of COUNTERS)
        expect([definition.name, (await findCounterDrift(definition)).drift]).toEqual([definition.name, []]);
    });
  });
});
