import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { CANARY_COOKIE, type ReleaseRecord } from '@acorduri/contracts';
import { publishRelease } from '@acorduri/release';
import request from 'supertest';
import { EVENT } from '../../src/events/eventTypes';
import { appReleaseStore } from '../../src/releases/releaseRegistry';
import { useAdminApi } from './adminApi';
import { lastEvent } from './adminEvents';

const SHARED = { shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' }] };

/** A build folder as tools/mf-config writes it. */
function fakeBuild(root: string, name: string, text: string): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var mf_public = ${JSON.stringify(text)};`);
  writeFileSync(
    path.join(dir, 'remoteEntry.js.br'),
    brotliCompressSync(`var mf_public = ${JSON.stringify(text)};`),
  );
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(SHARED));
  return dir;
}

/** The API's side of releases (manifest per group, release folders, beacon, admin screen calls) on one store. */
export function describeReleases(store: 'file' | 'db'): void {
  const root = mkdtempSync(path.join(tmpdir(), 'acorduri-releases-api-'));
  const webRoot = path.join(root, 'web');
  const releasesDir = path.join(root, 'releases');
  fakeBuild(path.join(webRoot, 'shell'), 'dist', 'shell');
  const setup = useAdminApi({ env: { WEB_ROOT: webRoot, RELEASES_DIR: releasesDir, RELEASES_STORE: store } });

  const release = (text: string, goLive: 'live' | 'none' = 'live'): Promise<ReleaseRecord> =>
    publishRelease({
      remote: 'mf_public',
      distDir: fakeBuild(root, text, text),
      releasesDir,
      webRoot,
      store: appReleaseStore(setup.api.config),
      goLive,
    });
  const publicEntry = async (cookie?: string) => {
    const call = request(setup.api.app).get('/mf/remotes.json');
    const response = await (cookie ? call.set('Cookie', `${CANARY_COOKIE}=${cookie}`) : call).expect(200);
    return { response, entry: response.body.remotes.find((r: { name: string }) => r.name === 'mf_public') };
  };

  let v1: ReleaseRecord;
  let v2: ReleaseRecord;
  beforeAll(async () => {
    v1 = await release('prima');
    v2 = await release('a doua');
  });

  it('points the manifest at the live release and serves its folder as immutable', async () => {
    const { response, entry } = await publicEntry();
    expect(entry).toEqual({
      name: 'mf_public',
      entry: `/mf/mf-public/${v2.version}/remoteEntry.js`,
      version: v2.version,
    });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.headers['set-cookie']).toBeUndefined();
    const file = await request(setup.api.app).get(entry.entry).expect(200);
    expect(file.text).toContain('a doua');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const compressed = await request(setup.api.app).get(entry.entry).set('Accept-Encoding', 'br').expect(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.text).toContain('a doua');
    // The previous release stays served for pages opened before the switch.
    await request(setup.api.app).get(`/mf/mf-public/${v1.version}/remoteEntry.js`).expect(200);
    await request(setup.api.app).get('/mf/mf-public/ffffffffffff/remoteEntry.js').expect(404);
  });

  const listed = async (query = '') =>
    (await setup.admin.get(`/api/admin/releases${query}`).expect(200)).body;

  it('lets only admins see and change releases', async () => {
    await request(setup.api.app).get('/api/admin/releases').expect(401);
    await setup.standard.get('/api/admin/releases').expect(403);
    await setup.standard.put('/api/admin/releases/rollback').send({ remote: 'mf_public' }).expect(403);
    const list = await listed();
    expect(list.total).toBe(2);
    expect(list.releases.map((r: { id: string; live: boolean }) => [r.id, r.live])).toEqual([
      [`mf_public/${v2.version}`, true],
      [`mf_public/${v1.version}`, false],
    ]);
    expect((await listed('?remote=mf_chords')).total).toBe(0);
    expect((await listed(`?search=${v1.version.slice(0, 6)}`)).releases).toHaveLength(1);
    expect((await listed('?orderby=released_at&sort=asc&limit=1')).releases[0].version).toBe(v1.version);
  });

  it('rolls back and promotes, answering the release and recording each in the admin log', async () => {
    const rolled = await setup.admin
      .put('/api/admin/releases/rollback')
      .send({ remote: 'mf_public' })
      .expect(200);
    expect(rolled.body).toMatchObject({ version: v1.version, live: true, canary: null, failures: 0 });
    expect((await publicEntry()).entry.version).toBe(v1.version);
    expect((await lastEvent(EVENT.adminReleaseRolledBack))?.subject).toBe(`release mf-public ${v1.version}`);
    const refused = await setup.admin
      .put('/api/admin/releases/rollback')
      .send({ remote: 'mf_public' })
      .expect(409);
    expect(refused.body).toEqual({ errors: ['mf-public nu are o versiune anterioară celei live.'] });
    await setup.admin
      .put('/api/admin/releases/promote')
      .send({ remote: 'mf_public', version: v2.version })
      .expect(200);
    expect((await publicEntry()).entry.version).toBe(v2.version);
    expect((await lastEvent(EVENT.adminReleasePromoted))?.subject).toBe(`release mf-public ${v2.version}`);
    const unknown = await setup.admin
      .put('/api/admin/releases/promote')
      .send({ remote: 'mf_public', version: 'ffffffffffff' })
      .expect(409);
    expect(unknown.body).toEqual({ errors: ['mf-public nu are versiunea ffffffffffff.'] });
    const bad = await setup.admin
      .put('/api/admin/releases/promote')
      .send({ remote: 'mf_x', version: 'v1' })
      .expect(400);
    expect(bad.body.errors).toEqual(['Zona nu este validă.', 'Versiunea nu este validă.']);
  });

  it('serves a share canary by the sticky bucket, privately, and draws a bucket once', async () => {
    const started = await setup.admin
      .put('/api/admin/releases/canary')
      .send({ remote: 'mf_public', version: v1.version, audience: 'share', share: 50 })
      .expect(200);
    expect(started.body.canary).toEqual({ version: v1.version, audience: 'share', share: 50 });
    expect((await publicEntry('10')).entry.version).toBe(v1.version);
    expect((await publicEntry('90')).entry.version).toBe(v2.version);
    const fresh = await publicEntry();
    expect(fresh.response.headers['cache-control']).toBe('private, no-cache');
    const cookie = String(fresh.response.headers['set-cookie']);
    const bucket = Number(/acorduri_canary=(\d+)/.exec(cookie)?.[1]);
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(fresh.entry.version).toBe(bucket < 50 ? v1.version : v2.version);
    expect(cookie).toContain('HttpOnly');
    expect((await publicEntry(String(bucket))).response.headers['set-cookie']).toBeUndefined();
    await setup.admin
      .put('/api/admin/releases/canary')
      .send({ remote: 'mf_public', version: v1.version, audience: 'share' })
      .expect(400, { errors: ['Procentul vizitatorilor trebuie să fie între 1 și 99.'] });
  });

  it("switches an admin's own group and keeps an admins-only canary from everyone else", async () => {
    const forced = await setup.admin.put('/api/admin/releases/group').send({ group: 'stable' }).expect(200);
    expect(forced.body).toEqual({ group: 'stable', bucket: null });
    expect((await setup.admin.get('/api/admin/releases/group')).body).toEqual({
      group: 'stable',
      bucket: null,
    });
    expect((await setup.admin.get('/mf/remotes.json')).body.remotes[0].version).toBe(v2.version);
    await setup.admin.put('/api/admin/releases/group').send({ group: 'canary' }).expect(200);
    expect((await setup.admin.get('/mf/remotes.json')).body.remotes[0].version).toBe(v1.version);
    const drawn = await setup.admin.put('/api/admin/releases/group').send({ group: 'auto' }).expect(200);
    expect(drawn.body.group).toBe('auto');
    expect(drawn.body.bucket).toBeGreaterThanOrEqual(0);
    await setup.admin
      .put('/api/admin/releases/canary')
      .send({ remote: 'mf_public', version: v1.version, audience: 'admins' })
      .expect(200);
    expect((await setup.admin.get('/mf/remotes.json')).body.remotes[0].version).toBe(v1.version);
    expect((await publicEntry('canary')).entry.version).toBe(v2.version);
    expect((await publicEntry('0')).entry.version).toBe(v2.version);
    const stopped = await setup.admin
      .put('/api/admin/releases/canary/stop')
      .send({ remote: 'mf_public' })
      .expect(200);
    expect(stopped.body).toMatchObject({ version: v1.version, canary: null });
    expect((await lastEvent(EVENT.adminReleaseCanaryStopped))?.subject).toBe(
      `release mf-public ${v1.version}`,
    );
    await setup.admin
      .put('/api/admin/releases/canary/stop')
      .send({ remote: 'mf_public' })
      .expect(409, { errors: ['mf-public nu are o versiune de test.'] });
    await setup.admin
      .put('/api/admin/releases/group')
      .send({ group: 'nimic' })
      .expect(400, {
        errors: ['Grupul trebuie să fie canary, stable sau auto.'],
      });
  });

  it('counts load-failure beacons per recorded release, without sign-in', async () => {
    const beacon = (body: object) => request(setup.api.app).post('/api/mf/beacon').send(body);
    await beacon({ remote: 'mf_public', version: v2.version }).expect(204);
    await beacon({ remote: 'mf_public', version: v2.version }).expect(204);
    await beacon({ remote: 'mf_public', version: 'ffffffffffff' }).expect(204);
    await beacon({ remote: 'mf_public' }).expect(400, { errors: ['Versiunea nu este validă.'] });
    const failures = (await listed()).releases.map((r: { version: string; failures: number }) => [
      r.version,
      r.failures,
    ]);
    expect(failures).toEqual([
      [v2.version, 2],
      [v1.version, 0],
    ]);
  });
}
