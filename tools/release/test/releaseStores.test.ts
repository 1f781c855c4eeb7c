import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmbeddedMongo, startEmbeddedMongo } from '@acorduri/embedded-mongo';
import mongoose, { type Connection } from 'mongoose';
import { fileReleaseStore, REGISTRY_FILE } from '../src/fileReleaseStore';
import { mongoReleaseStore } from '../src/mongoReleaseStore';
import { publishRelease } from '../src/publishRelease';
import { ReleaseError } from '../src/releaseError';
import { areaState, makeLive, rollback, startCanary, stopCanary } from '../src/releaseOperations';
import type { ReleaseStore } from '../src/releaseStore';

const REACT = (version: string) => ({
  name: 'react',
  version,
  requiredVersion: `^${version.split('.')[0]}.0.0`,
});

/** A build folder as tools/mf-config writes it: a remote entry, a chunk and the mf-manifest.json. */
function fakeBuild(root: string, name: string, text: string, reactVersion = '19.3.1'): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var mf_public = ${JSON.stringify(text)};`);
  writeFileSync(path.join(dir, '12.abcd1234.js'), text);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [REACT(reactVersion)] }));
  return dir;
}

let mongo: EmbeddedMongo;
let connection: Connection;
beforeAll(async () => {
  mongo = await startEmbeddedMongo();
  connection = await mongoose
    .createConnection(`${mongo.uri.replace(/\/?(\?|$)/, '/releases_test$1')}`)
    .asPromise();
});
afterAll(async () => {
  await connection.close();
  await mongo.stop();
});

describe.each([
  ['file', (dir: string) => fileReleaseStore(dir)],
  [
    'MongoDB',
    (_dir: string) => {
      return mongoReleaseStore(connection);
    },
  ],
])('releases in the %s store', (_kind, makeStore: (dir: string) => ReleaseStore) => {
  let root: string;
  let releasesDir: string;
  let webRoot: string;
  let store: ReleaseStore;

  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'acorduri-release-'));
    releasesDir = path.join(root, 'releases');
    webRoot = path.join(root, 'web');
    fakeBuild(path.join(webRoot, 'shell'), 'dist', 'shell');
    await connection.dropDatabase();
    store = makeStore(releasesDir);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const release = (
    name: string,
    text: string,
    goLive: Parameters<typeof publishRelease>[0]['goLive'] = 'live',
  ) =>
    publishRelease({
      remote: 'mf_public',
      distDir: fakeBuild(root, name, text),
      releasesDir,
      webRoot,
      store,
      goLive,
    });

  it('copies a build into a content-addressed folder, records it and makes it live', async () => {
    const record = await release('v1', 'prima');
    expect(record.version).toMatch(/^[0-9a-f]{12}$/);
    expect(record).toMatchObject({ remote: 'mf_public', shared: { react: '19.3.1' } });
    expect(record.size).toBeGreaterThan(0);
    const folder = path.join(releasesDir, 'mf-public', record.version);
    expect(readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toContain('prima');
    expect(await areaState(store, 'mf_public')).toEqual({
      remote: 'mf_public',
      live: record.version,
      canary: null,
    });
  });

  it('gives the same build the same version and one record', async () => {
    const first = await release('v1', 'prima');
    const again = await release('v1-again', 'prima');
    expect(again.version).toBe(first.version);
    expect(await store.releases('mf_public')).toHaveLength(1);
    expect(readdirSync(path.join(releasesDir, 'mf-public'))).toEqual([first.version]);
  });

  it('rolls back to the release before the live one, and refuses when there is none', async () => {
    const v1 = await release('v1', 'prima');
    const v2 = await release('v2', 'a doua');
    const v3 = await release('v3', 'a treia');
    expect((await areaState(store, 'mf_public')).live).toBe(v3.version);
    expect(await rollback(store, 'mf_public')).toBe(v2.version);
    expect(await rollback(store, 'mf_public')).toBe(v1.version);
    await expect(rollback(store, 'mf_public')).rejects.toThrow(
      'mf-public nu are o versiune anterioară celei live.',
    );
    // Every release stays on disk, so a browser still on an older page keeps loading its chunks.
    expect(readdirSync(path.join(releasesDir, 'mf-public')).sort()).toEqual(
      [v1.version, v2.version, v3.version].sort(),
    );
  });

  it('runs a canary beside the live release, ends it when that release is promoted', async () => {
    const v1 = await release('v1', 'prima');
    const v2 = await release('v2', 'a doua', { audience: 'share', share: 25 });
    expect(await areaState(store, 'mf_public')).toEqual({
      remote: 'mf_public',
      live: v1.version,
      canary: { version: v2.version, audience: 'share', share: 25 },
    });
    await expect(
      startCanary(store, 'mf_public', { version: v1.version, audience: 'admins', share: 0 }),
    ).rejects.toThrow(`Versiunea ${v1.version} este deja live pentru toți vizitatorii.`);
    await makeLive(store, 'mf_public', v2.version);
    expect(await areaState(store, 'mf_public')).toEqual({
      remote: 'mf_public',
      live: v2.version,
      canary: null,
    });
    await startCanary(store, 'mf_public', { version: v1.version, audience: 'admins', share: 0 });
    await stopCanary(store, 'mf_public');
    expect((await areaState(store, 'mf_public')).canary).toBeNull();
  });

  it('refuses unknown versions', async () => {
    await release('v1', 'prima');
    await expect(makeLive(store, 'mf_public', 'ffffffffffff')).rejects.toBeInstanceOf(ReleaseError);
  });

  it('refuses a build made against another React major and records nothing', async () => {
    const distDir = fakeBuild(root, 'old-react', 'veche', '18.3.1');
    await expect(
      publishRelease({ remote: 'mf_public', distDir, releasesDir, webRoot, store, goLive: 'live' }),
    ).rejects.toThrow(
      'react: remote-ul a fost construit cu 18.3.1 (cere ^18.0.0), shell-ul live are 19.3.1 (cere ^19.0.0).',
    );
    expect(await store.releases()).toEqual([]);
    expect(await store.areaStates()).toEqual([]);
  });
});

it('writes the registry file whole (temporary file renamed), leaving no temporary file behind', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'acorduri-registry-'));
  const store = fileReleaseStore(dir);
  await store.updateArea('mf_chords', { live: 'aaaaaaaaaaaa' });
  await store.updateArea('mf_chords', { canary: { version: 'bbbbbbbbbbbb', audience: 'admins', share: 0 } });
  expect(readdirSync(dir)).toEqual([REGISTRY_FILE]);
  expect(JSON.parse(readFileSync(path.join(dir, REGISTRY_FILE), 'utf8')).areas).toEqual([
    {
      remote: 'mf_chords',
      live: 'aaaaaaaaaaaa',
      canary: { version: 'bbbbbbbbbbbb', audience: 'admins', share: 0 },
    },
  ]);
  rmSync(dir, { recursive: true, force: true });
});
