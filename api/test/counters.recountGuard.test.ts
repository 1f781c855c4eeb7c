import type { Request, Response } from 'express';
import mongoose from 'mongoose';
import { CounterRecountGuard, RECOUNT_GUARD_TIMING } from '../src/counters/recountGuard';
import { takeRecountLease } from '../src/counters/recountLease';
import { inFlightWrites, writesSettled } from '../src/http/inFlightWrites';
import { createLogger } from '../src/logger';
import { TabModel } from '../src/tabs/tab.model';
import { createArtist, createTab } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';

const logger = createLogger('silent');
const instances = () => mongoose.connection.collection('runninginstances');
const HOUR_MS = 3_600_000;

/** What an instance on another machine leaves when it is killed: its entry, last seen `agoMs` ago. */
async function leftBehind(agoMs: number): Promise<void> {
  const seenAt = new Date(Date.now() - agoMs);
  await instances().insertOne({
    _id: crypto.randomUUID() as never,
    host: 'alta-masina',
    pid: 4242,
    startedAt: seenAt,
    seenAt,
  });
}

describe('the counter recount guard: only after an unclean stop, one instance at a time', () => {
  let api: TestApi;
  let tabId: string;

  beforeAll(async () => {
    api = await startTestApi();
    tabId = (
      await createTab({ title: 'Lume, lume', artist: await createArtist('Maria Tănase') })
    )._id.toHexString();
  });
  afterAll(() => api.stop());

  const driftCommentCount = () => TabModel.updateOne({ _id: tabId }, { $inc: { commentCount: 3 } });
  const commentCount = async () => (await TabModel.findById(tabId, { commentCount: 1 }).lean())?.commentCount;

  it('recounts a database never recounted once, then trusts clean stops', async () => {
    await driftCommentCount();
    const guard = new CounterRecountGuard(logger);
    expect(await guard.recountIfNeeded()).toBe('recounted');
    expect(await commentCount()).toBe(0);

    await guard.start();
    await guard.stop(true);
    expect(await instances().countDocuments()).toBe(0);
    await driftCommentCount();
    expect(await new CounterRecountGuard(logger).recountIfNeeded()).toBe('not needed');
    expect(await commentCount()).toBe(3);
  });

  it('recounts after an instance stopped uncleanly, and forgets it once repaired', async () => {
    await leftBehind(HOUR_MS);
    const guard = new CounterRecountGuard(logger);
    expect(await guard.recountIfNeeded()).toBe('recounted');
    expect(await commentCount()).toBe(0);
    expect(await instances().countDocuments()).toBe(0);
    expect(await guard.recountIfNeeded()).toBe('not needed');
  });

  it('takes an instance of another machine for gone only once it has been silent long enough', async () => {
    await leftBehind(RECOUNT_GUARD_TIMING.silentAfterMs / 2);
    await driftCommentCount();
    expect(await new CounterRecountGuard(logger).recountIfNeeded()).toBe('not needed');
    expect(await commentCount()).toBe(3);
    const sooner = { ...RECOUNT_GUARD_TIMING, silentAfterMs: RECOUNT_GUARD_TIMING.silentAfterMs / 4 };
    expect(await new CounterRecountGuard(logger, sooner).recountIfNeeded()).toBe('recounted');
    expect(await commentCount()).toBe(0);
  });

  it('lets one of several instances recount; the others leave it to that one', async () => {
    await leftBehind(HOUR_MS);
    const guards = Array.from({ length: 3 }, () => new CounterRecountGuard(logger));
    const outcomes = await Promise.all(guards.map((guard) => guard.recountIfNeeded()));
    expect(outcomes.filter((outcome) => outcome === 'recounted')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'held elsewhere')).toHaveLength(2);
    expect(await instances().countDocuments()).toBe(0);
  });

  it('waits for a lease a dead recounter holds until it lapses', async () => {
    await leftBehind(HOUR_MS);
    expect(await takeRecountLease('recounter-mort', 60_000)).toBe(true);
    expect(await new CounterRecountGuard(logger).recountIfNeeded()).toBe('held elsewhere');
    expect(await takeRecountLease('recounter-mort', -1)).toBe(true);
    expect(await new CounterRecountGuard(logger).recountIfNeeded()).toBe('recounted');
  });

  it('counts a write as running until its handler answers, whether or not its client is still there', async () => {
    const handled = (method: string) => {
      const res = { end: () => res } as unknown as Response;
      inFlightWrites({ method } as Request, res, () => undefined);
      return res;
    };
    const read = handled('GET');
    const write = handled('POST');
    // The client's disconnect does not end the handler; only its answer does.
    expect(await writesSettled(0)).toBe(false);
    write.end();
    write.end();
    read.end();
    expect(await writesSettled(0)).toBe(true);
  });
});
