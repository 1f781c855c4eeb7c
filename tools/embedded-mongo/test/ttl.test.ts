import { openTarget, type TestTarget } from './support/target';

let target: TestTarget;

beforeAll(async () => {
  target = await openTarget('ttl');
  // Same knob on mongod and on the embedded engine: run the TTL monitor every second.
  await target.client.db('admin').command({ setParameter: 1, ttlMonitorSleepSecs: 1 });
});
afterAll(() => target.close());

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return check();
}

describe('TTL indexes', () => {
  it('expire documents whose date is older than expireAfterSeconds', async () => {
    const sessions = target.client.db(target.dbName).collection('sessions');
    await sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    await sessions.insertMany([
      { sid: 'old', expiresAt: new Date(Date.now() - 60_000) },
      { sid: 'fresh', expiresAt: new Date(Date.now() + 3_600_000) },
      { sid: 'no-date', expiresAt: 'never' },
    ]);
    const expired = await waitFor(async () => (await sessions.countDocuments({ sid: 'old' })) === 0, 70_000);
    expect(expired).toBe(true);
    const left = await sessions.find({}, { projection: { _id: 0, sid: 1 } }).toArray();
    expect(left.map((doc) => doc.sid).sort()).toEqual(['fresh', 'no-date']);
  }, 90_000);
});
