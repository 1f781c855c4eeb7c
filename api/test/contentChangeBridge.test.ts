import mongoose from 'mongoose';
import { ContentChangeBridge } from '../src/cluster/contentChangeBridge';
import { createLogger } from '../src/logger';
import { type ChangeOrigin, contentChanged, onContentChanged } from '../src/seo/siteVersion';
import { startTestApi, type TestApi } from './support/testApi';

let api: TestApi;
let bridge: ContentChangeBridge;
const heard: ChangeOrigin[] = [];
let stopHearing: () => void;

const stampVersion = async () =>
  ((await mongoose.connection.collection('changestamps').findOne({ _id: 'content' as never }))?.version as
    | number
    | undefined) ?? 0;

/** Waits (bounded) until `done()` holds, polling like an instance would. */
async function until(done: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

beforeAll(async () => {
  api = await startTestApi();
  bridge = new ContentChangeBridge(createLogger('silent'), 20);
  await bridge.start();
  stopHearing = onContentChanged((origin) => heard.push(origin));
});

afterAll(async () => {
  stopHearing();
  bridge.stop();
  await api.stop();
});

describe('ContentChangeBridge', () => {
  it('publishes a burst of local writes into the stamp without hearing them back as a peer change', async () => {
    const before = await stampVersion();
    heard.length = 0;
    for (let write = 0; write < 5; write += 1) contentChanged('local');
    await bridge.published();
    const after = await stampVersion();
    // One bump in flight and one for the rest of the burst.
    expect(after - before).toBeGreaterThanOrEqual(1);
    expect(after - before).toBeLessThanOrEqual(2);
    // Several polls pass: none of them turns our own bumps into a peer change.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.filter((origin) => origin === 'peer')).toEqual([]);
  });

  it('hears another instance bump the stamp as one peer change', async () => {
    heard.length = 0;
    await mongoose.connection
      .collection('changestamps')
      .updateOne({ _id: 'content' as never }, { $inc: { version: 1 } }, { upsert: true });
    await until(() => heard.includes('peer'));
    expect(heard).toEqual(['peer']);
  });
});
