import { SONGBOOK_MESSAGES as M, SONGBOOK_API } from '@acorduri/contracts';
import request from 'supertest';
import { ReaderPreferenceModel } from '../src/readerPreferences/readerPreference.model';
import type { UserDocument } from '../src/users/user.model';
import { createArtist, createTab } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser, signedInAgent, type TestAgent } from './support/users';

describe('reader key and capo per tab (/api/user/reader-preferences/{tabId})', () => {
  let api: TestApi;
  let anaUser: UserDocument;
  let ana: TestAgent;
  let ion: TestAgent;
  let tabId: string;
  let hiddenId: string;

  beforeAll(async () => {
    api = await startTestApi();
    anaUser = await createUser({ username: 'Ana', slug: 'ana' });
    ana = await signedInAgent(api.app, anaUser);
    ion = await signedInAgent(api.app, await createUser({ username: 'Ion', slug: 'ion' }));
    const artist = await createArtist('Phoenix');
    tabId = (await createTab({ title: 'Andrii Popa', artist }))._id.toHexString();
    hiddenId = (await createTab({ title: 'Ciorna', artist, isPublic: false }))._id.toHexString();
  });
  afterAll(() => api.stop());

  it('answers null until the user chooses, then their own choice on any device', async () => {
    expect((await ana.get(SONGBOOK_API.readerPreference(tabId)).expect(200)).body).toEqual({
      preference: null,
    });
    const saved = await ana.put(SONGBOOK_API.readerPreference(tabId)).send({ transpose: -3, capo: 2 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ transpose: -3, capo: 2 });
    const otherDevice = await signedInAgent(api.app, anaUser);
    expect((await otherDevice.get(SONGBOOK_API.readerPreference(tabId))).body).toEqual({
      preference: { transpose: -3, capo: 2 },
    });
    expect((await ion.get(SONGBOOK_API.readerPreference(tabId))).body).toEqual({ preference: null });
  });

  it('forgets the original key without capo instead of storing it', async () => {
    await ana.put(SONGBOOK_API.readerPreference(tabId)).send({ transpose: 0, capo: 0 }).expect(200);
    expect((await ana.get(SONGBOOK_API.readerPreference(tabId))).body).toEqual({ preference: null });
    expect(await ReaderPreferenceModel.countDocuments({})).toBe(0);
  });

  it('validates the values and the tab, and needs a session', async () => {
    const bad = await ana.put(SONGBOOK_API.readerPreference(tabId)).send({ transpose: 12, capo: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([M.transposeInvalid, M.capoInvalid]);
    expect(
      (await ana.put(SONGBOOK_API.readerPreference('x')).send({ transpose: 1, capo: 0 })).body.errors,
    ).toEqual([M.tabInvalid]);
    expect(
      (await ana.put(SONGBOOK_API.readerPreference(hiddenId)).send({ transpose: 1, capo: 0 })).status,
    ).toBe(404);
    expect((await request(api.app).get(SONGBOOK_API.readerPreference(tabId))).status).toBe(401);
    expect(
      (await request(api.app).put(SONGBOOK_API.readerPreference(tabId)).send({ transpose: 1, capo: 0 }))
        .status,
    ).toBe(401);
  });
});
