import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AreaReleaseState, PATHS } from '@acorduri/contracts';
import type { Visitor } from '@acorduri/release';
import { defaultManifest } from '../src/site/remotesManifest';
import { type BuildFolders, certainRemotes, chunkGroupsReader, preloadTags } from '../src/site/routePreloads';

let root: string;
let folders: BuildFolders;

function writeBuild(dir: string, groups: Record<string, string[]>): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'chunk-groups.json'), JSON.stringify(groups));
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'route-preloads-'));
  folders = { webRoot: path.join(root, 'web'), releasesDir: path.join(root, 'releases') };
  writeBuild(path.join(folders.webRoot, 'shell', 'dist'), {
    main: ['main.1.js'],
    bootstrap: ['685.a.js', 'bootstrap.b.js'],
  });
  writeBuild(path.join(folders.webRoot, 'mf-public', 'dist'), {
    __federation_expose_App: ['824.c.js', '__federation_expose_App.d.js'],
    'screen-tab': ['174.e.js', 'screen-tab.f.js'],
    'screen-home': ['20.g.js', 'screen-home.h.js'],
  });
  writeBuild(path.join(folders.webRoot, 'mf-chords', 'dist'), {
    __federation_expose_App: ['__federation_expose_App.i.js'],
    __federation_expose_chordTools: ['701.j.js', '__federation_expose_chordTools.k.js'],
    __federation_expose_ChordStrip: ['701.j.js', '__federation_expose_ChordStrip.l.js'],
  });
  writeBuild(path.join(folders.releasesDir, 'mf-public', '1.2.0'), {
    __federation_expose_App: ['__federation_expose_App.live.js'],
    'screen-tab': ['screen-tab.live.js'],
  });
  writeBuild(path.join(folders.releasesDir, 'mf-public', '1.3.0'), {
    __federation_expose_App: ['__federation_expose_App.canary.js'],
    'screen-tab': ['screen-tab.canary"<.js'],
  });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const TAB_PAGE = '/acorduri/tudor-ionescu/cantec-de-rau';
const stranger: Visitor = { group: 'auto', bucket: null, isAdmin: false };

function hrefs(tags: string): string[] {
  return [...tags.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]*)">/g)].map(
    (m) => m[1] ?? '',
  );
}

async function preloadsFor(pathname: string, states: AreaReleaseState[] = [], visitor = stranger) {
  return preloadTags({
    pathname,
    remotes: certainRemotes(defaultManifest().remotes, states, visitor),
    folders,
    readGroups: chunkGroupsReader(),
  });
}

const publicLive = (canary: AreaReleaseState['canary'] = null): AreaReleaseState => ({
  remote: 'mf_public',
  live: '1.2.0',
  canary,
});

describe('preload tags of a page', () => {
  it('preload the shell start, the route remote entries and the first chunks of the tab page, once each', async () => {
    expect(hrefs(await preloadsFor(TAB_PAGE))).toEqual([
      '/685.a.js',
      '/bootstrap.b.js',
      '/mf/mf-public/remoteEntry.js',
      '/mf/mf-public/824.c.js',
      '/mf/mf-public/__federation_expose_App.d.js',
      '/mf/mf-public/174.e.js',
      '/mf/mf-public/screen-tab.f.js',
      '/mf/mf-chords/remoteEntry.js',
      '/mf/mf-chords/701.j.js',
      '/mf/mf-chords/__federation_expose_chordTools.k.js',
      '/mf/mf-chords/__federation_expose_ChordStrip.l.js',
    ]);
  });

  it("name the home page's own screen and no other remote", async () => {
    const urls = hrefs(await preloadsFor(PATHS.home));
    expect(urls).toContain('/mf/mf-public/screen-home.h.js');
    expect(urls.some((url) => url.includes('mf-chords') || url.includes('screen-tab'))).toBe(false);
  });

  it('point at the live release folder the browser will load', async () => {
    expect(hrefs(await preloadsFor(TAB_PAGE, [publicLive()]))).toEqual(
      expect.arrayContaining([
        '/mf/mf-public/1.2.0/remoteEntry.js',
        '/mf/mf-public/1.2.0/__federation_expose_App.live.js',
        '/mf/mf-public/1.2.0/screen-tab.live.js',
      ]),
    );
  });

  it("follow the browser's canary group, escaping what goes into the attribute", async () => {
    const share = publicLive({ version: '1.3.0', audience: 'share', share: 50 });
    const inCanary = await preloadsFor(TAB_PAGE, [share], { ...stranger, bucket: 10 });
    expect(hrefs(inCanary)).toContain('/mf/mf-public/1.3.0/remoteEntry.js');
    expect(inCanary).toContain('href="/mf/mf-public/1.3.0/screen-tab.canary&quot;&lt;.js"');
    expect(inCanary).not.toContain('canary"<');
    const outside = hrefs(await preloadsFor(TAB_PAGE, [share], { ...stranger, bucket: 90 }));
    expect(outside).toContain('/mf/mf-public/1.2.0/remoteEntry.js');
    expect(outside.some((url) => url.includes('1.3.0'))).toBe(false);
    const chosen = hrefs(await preloadsFor(TAB_PAGE, [share], { ...stranger, group: 'stable' }));
    expect(chosen).toContain('/mf/mf-public/1.2.0/remoteEntry.js');
  });

  it('leave out an area whose release the page cannot know (bucket not drawn yet, admins-only canary)', async () => {
    const undrawn = hrefs(
      await preloadsFor(TAB_PAGE, [publicLive({ version: '1.3.0', audience: 'share', share: 50 })]),
    );
    expect(undrawn.some((url) => url.startsWith('/mf/mf-public/'))).toBe(false);
    expect(undrawn).toContain('/mf/mf-chords/remoteEntry.js');
    const adminsOnly = hrefs(
      await preloadsFor(TAB_PAGE, [publicLive({ version: '1.3.0', audience: 'admins', share: 0 })]),
    );
    expect(adminsOnly.some((url) => url.startsWith('/mf/mf-public/'))).toBe(false);
  });

  it('preload nothing on API, admin, signed-in and unknown paths', async () => {
    for (const pathname of ['/api/tab', PATHS.adminUsers, PATHS.accountSettings, '/nu-exista/deloc/aici']) {
      expect(await preloadsFor(pathname)).toBe('');
    }
  });

  it('preload only the entry of a release built before chunk-groups.json, nothing of another origin', async () => {
    mkdirSync(path.join(folders.releasesDir, 'mf-public', '0.9.0'), { recursive: true });
    const old = hrefs(await preloadsFor(TAB_PAGE, [{ remote: 'mf_public', live: '0.9.0', canary: null }]));
    expect(old.filter((url) => url.startsWith('/mf/mf-public/'))).toEqual([
      '/mf/mf-public/0.9.0/remoteEntry.js',
    ]);
    const remotes = [{ name: 'mf_public', entry: 'https://cdn.example/mf-public/remoteEntry.js' }];
    const elsewhere = await preloadTags({
      pathname: TAB_PAGE,
      remotes,
      folders,
      readGroups: chunkGroupsReader(),
    });
    expect(hrefs(elsewhere)).toEqual(['/685.a.js', '/bootstrap.b.js']);
  });

  it("read a build's chunk groups again after a rebuild, checking at most once a second", async () => {
    const dir = path.join(root, 'rebuilt');
    writeBuild(dir, { bootstrap: ['one.js'] });
    const read = chunkGroupsReader();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    expect(await read(dir)).toEqual({ bootstrap: ['one.js'] });
    writeFileSync(path.join(dir, 'chunk-groups.json'), '{"bootstrap": ["two.js"], "half');
    expect(await read(dir)).toEqual({ bootstrap: ['one.js'] });
    now.mockReturnValue(1_002_000);
    // Caught half-written: nothing preloaded, and read again at the next check.
    expect(await read(dir)).toEqual({});
    writeBuild(dir, { bootstrap: ['two.js'] });
    now.mockReturnValue(1_004_000);
    expect(await read(dir)).toEqual({ bootstrap: ['two.js'] });
    now.mockRestore();
  });
});
