import { readFile } from 'node:fs/promises';
import type { Songbook } from '@acorduri/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_USER, signIn } from '../support/session';
import { type ApiTab, acceptCookies, apiTabs } from './public-helpers';

const PITCH: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11, H: 11 };

/** A chord's root as a pitch class and the rest of its name, so C# and Db compare equal. */
function pitchAndQuality(chord: string): [number, string] {
  const match = /^([A-H])([#b]?)(.*)$/.exec(chord);
  if (!match) throw new Error(`not a chord: ${chord}`);
  const [, letter = 'C', accidental, quality = ''] = match;
  const offset = accidental === '#' ? 1 : accidental === 'b' ? -1 : 0;
  return [((PITCH[letter] ?? 0) + offset + 12) % 12, quality];
}

/** The first chord of a seeded body ('Intro: C G Am F' opens every one). */
const firstChord = (text: string) => /Intro:\s*(\S+)/.exec(text)?.[1] ?? '';

async function json<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Ana's public songbook of three seeded songs: the second up two semitones, the third with a capo on 2. */
async function createSongbook(request: APIRequestContext, tabs: readonly ApiTab[]): Promise<Songbook> {
  const created = await json<Songbook>(
    await request.post('/api/user/songbook', { data: { name: `Scenă e2e ${Date.now()}`, isPublic: true } }),
  );
  const settings = [{}, { transpose: 2 }, { capo: 2, scrollSpeed: 4 }];
  for (const [index, tab] of tabs.entries()) {
    await json(
      await request.post(`/api/user/songbook/${created.id}/entries`, {
        data: { tabId: tab.id, ...settings[index] },
      }),
    );
  }
  return json<Songbook>(await request.get(`/api/user/songbook/${created.id}`));
}

const position = (page: Page) => page.getByTestId('stage-position');
const songTitle = (page: Page) => page.locator('#stage-song-title');

test.describe('songbook stage mode, offline reading and ChordPro', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('pages through three songs by keyboard, opens again offline, exports ChordPro', async ({
    page,
    context,
    request,
  }) => {
    const { tabs } = await apiTabs(request, 'limit=3&offset=20');
    expect(tabs).toHaveLength(3);
    await signIn(page.request, DEMO_USER);
    const songbook = await createSongbook(page.request, tabs);
    const [first, second, third] = songbook.entries;
    if (!first || !second || !third) throw new Error('the songbook should hold three songs');

    await page.goto(`/cantece/${songbook.slug}/scena`);
    const stage = page.getByTestId('stage');
    await expect(stage).toBeVisible();
    await expect(songTitle(page)).toHaveText(first.title);
    await expect(position(page)).toHaveText('1/3');
    await expect(position(page)).toHaveAccessibleName('Cântecul 1 din 3');
    await expect(stage.getByRole('heading', { name: 'Taste' })).toBeVisible();

    // Arrow keys and a page-turner pedal (PageDown turns screens, then the song).
    await page.keyboard.press('ArrowRight');
    await expect(songTitle(page)).toHaveText(second.title);
    await expect(stage).toContainText('Transpunere +2 · Fără capo');
    // The key change is applied: the intro's first chord sounds two semitones higher than the seeded one.
    const original = pitchAndQuality(firstChord(tabs[1]?.preview ?? ''));
    await expect
      .poll(async () =>
        pitchAndQuality(firstChord((await stage.getByTestId('tab-body').textContent()) ?? '')),
      )
      .toEqual([(original[0] + 2) % 12, original[1]]);

    for (let turn = 0; turn < 15 && (await songTitle(page).textContent()) !== third.title; turn++) {
      await page.keyboard.press('PageDown');
    }
    await expect(songTitle(page)).toHaveText(third.title);
    await expect(stage).toContainText('Capo 2');
    await page.keyboard.press('ArrowLeft');
    await expect(songTitle(page)).toHaveText(second.title);
    await page.keyboard.press('Home');
    await expect(songTitle(page)).toHaveText(first.title);

    // 'Disponibil offline' (behind 'Mai multe opțiuni') saves the songbook and has the shell install its worker.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeUndefined();
    await page.getByRole('button', { name: 'Mai multe opțiuni' }).click();
    await page.getByRole('button', { name: 'Disponibil offline' }).click();
    await expect(stage.getByRole('status').filter({ hasText: 'fără internet' })).toHaveText(
      'Lista poate fi deschisă și fără internet.',
    );
    await expect(page.getByRole('button', { name: 'Disponibil offline' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    try {
      await page.goto(`/cantece/${songbook.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(songbook.name);
      await expect(page.getByRole('table')).toContainText(third.title);
      await page.goto(`/cantece/${songbook.slug}/scena?cantec=3`);
      await expect(songTitle(page)).toHaveText(third.title);
      await expect(page.getByTestId('tab-body')).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(songTitle(page)).toHaveText(second.title);
      // A song of the songbook on its own page.
      const tab = tabs[0];
      await page.goto(`/acorduri/${tab?.artist.slug}/${tab?.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(tab?.title ?? '');
      await expect(page.getByTestId('tab-body')).toBeVisible();
    } finally {
      await context.setOffline(false);
    }

    await page.goto(`/cantece/${songbook.slug}/scena`);
    await expect(songTitle(page)).toHaveText(first.title);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Mai multe opțiuni' }).click();
    await page.getByRole('button', { name: 'Exportă ChordPro' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${songbook.slug}.cho`);
    const text = await readFile(await download.path(), 'utf8');
    const songs = text.split('{new_song}\n');
    expect(songs).toHaveLength(3);
    for (const [index, entry] of songbook.entries.entries()) {
      expect(songs[index]).toContain(`{title: ${entry.title}}`);
      expect(songs[index]).toContain(`{artist: ${entry.artistName}}`);
      expect(songs[index]).toMatch(/\{key: [A-G][#b]?m?\}/);
      // {key} is the key of the chords written (the shapes): the body's first chord names it.
      const key = /\{key: ([^}]+)\}/.exec(songs[index] ?? '')?.[1];
      expect(songs[index]).toMatch(new RegExp(`^Intro: \\[${key}\\]`, 'm'));
      expect(songs[index]).toMatch(/^Intro: \[[A-G]/m);
    }
    expect(songs[2]).toContain('{capo: 2}');
    expect(songs[0]).not.toContain('{capo:');

    // On paper: the stage is hidden, the songbook prints with its contents and one section per song.
    await page.emulateMedia({ media: 'print' });
    await expect(stage).toBeHidden();
    const paper = page.getByTestId('print-songbook');
    await expect(paper.getByRole('heading', { name: 'Cuprins' })).toBeVisible();
    await expect(paper.getByRole('listitem')).toHaveCount(3);
    await expect(paper.getByRole('listitem').first()).toContainText(`1. ${first.title}`);
    // The contents fill page 1; each song starts a new page (a long one takes two).
    const pages = (await paper.getByRole('listitem').locator('span:last-child').allTextContents()).map(
      Number,
    );
    expect(pages[0]).toBe(2);
    expect(pages[1]).toBeGreaterThan(pages[0] ?? 0);
    expect(pages[2]).toBeGreaterThan(pages[1] ?? 0);
    await expect(paper.locator('section')).toHaveCount(3);
  });

  test('on a phone (390 × 844): one compact bar, the song at the top, key and capo saved to the songbook', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { tabs } = await apiTabs(page.request, 'limit=3&offset=30');
    await signIn(page.request, DEMO_USER);
    const songbook = await createSongbook(page.request, tabs);
    const [first] = songbook.entries;
    if (!first) throw new Error('the songbook should hold songs');

    await page.goto(`/cantecele-mele/${songbook.id}/scena`);
    await expect(songTitle(page)).toHaveText(first.title);
    const sheet = page.getByTestId('tab-body');
    await expect(sheet).toBeVisible();
    const firstLine = await sheet.locator(':scope > div').first().boundingBox();
    expect(firstLine).not.toBeNull();
    expect((firstLine?.y ?? 844) + (firstLine?.height ?? 0)).toBeLessThanOrEqual(844 / 3);
    // One bar, at most two short rows on a phone.
    const bar = await page.getByRole('toolbar', { name: 'Opțiuni de afișare' }).boundingBox();
    expect(bar?.height ?? 999).toBeLessThanOrEqual(84);

    // The exit link reads at 4.5:1 or better against the bar.
    const exit = page.getByRole('link', { name: 'Ieși din modul scenă' });
    const ratio = await exit.evaluate((link) => {
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
        const [R = 0, G = 0, B = 0] = [r, g, b].map((c) => {
          const v = c / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * R + 0.7152 * G + 0.0722 * B;
      };
      let element: Element | null = link;
      let background = 'rgba(0, 0, 0, 0)';
      while (element && /rgba\(.*, 0\)|transparent/.test(background)) {
        background = getComputedStyle(element).backgroundColor;
        element = element.parentElement;
      }
      const [light, dark] = [luminance(rgb(getComputedStyle(link).color)), luminance(rgb(background))].sort(
        (a, b) => b - a,
      );
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(4.5);

    // Key up twice and a capo on 3, each saved to the entry.
    const saving = () =>
      page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().includes('/entries/'),
      );
    for (let step = 0; step < 2; step++) {
      const saved = saving();
      await page.getByRole('button', { name: 'Transpune în sus (+1 semiton)' }).click();
      expect((await saved).ok()).toBe(true);
    }
    await expect(page.getByTestId('stage-transpose')).toHaveText('+2');
    const savedCapo = saving();
    await page.getByRole('combobox', { name: 'Capodastru' }).selectOption('3');
    expect((await savedCapo).ok()).toBe(true);

    // Reading down the song slides the bar away; a tap on the song brings it back.
    await page.getByTestId('stage').evaluate((stage) => {
      stage.scrollTop = 400;
    });
    const barBox = page.getByTestId('stage-bar');
    await expect.poll(async () => (await barBox.boundingBox())?.y ?? 0).toBeLessThan(-20);
    await page.mouse.click(195, 600);
    await expect.poll(async () => (await barBox.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);

    await page.reload();
    await expect(songTitle(page)).toHaveText(first.title);
    await expect(page.getByTestId('stage-transpose')).toHaveText('+2');
    await expect(page.getByRole('combobox', { name: 'Capodastru' })).toHaveValue('3');
    await expect(page.getByTestId('stage')).toContainText('Transpunere +2 · Capo 3');
    const stored = (await (await page.request.get(`/api/user/songbook/${songbook.id}`)).json()) as Songbook;
    expect(stored.entries[0]).toMatchObject({ transpose: 2, capo: 3 });
  });

  test('installable, and a book kept offline opens from the menu, its stage and each song without a network', async ({
    page,
    context,
  }) => {
    // The web-app manifest: name, icons at 192 and 512 (and a maskable one), theme colour, standalone, start URL.
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(href ?? '')).json();
    expect(manifest).toMatchObject({ name: expect.any(String), short_name: 'Acorduri', start_url: '/' });
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of icons) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
      const size = Number(icon.sizes.split('x')[0]);
      // A PNG's width and height are in its IHDR chunk.
      expect((await response.body()).readUInt32BE(16)).toBe(size);
    }

    const { tabs } = await apiTabs(page.request, 'limit=3&offset=40');
    await signIn(page.request, DEMO_USER);
    const songbook = await createSongbook(page.request, tabs);
    await page.goto(`/cantecele-mele/${songbook.id}/scena`);
    await expect(songTitle(page)).toHaveText(songbook.entries[0]?.title ?? '');
    await page.getByRole('button', { name: 'Mai multe opțiuni' }).click();
    await page.getByRole('button', { name: 'Disponibil offline' }).click();
    await expect(
      page.getByTestId('stage').getByRole('status').filter({ hasText: 'fără internet' }),
    ).toHaveText('Lista poate fi deschisă și fără internet.');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // What Chromium itself checks before offering to install the site (manifest, icons, service worker); a
    // Playwright context is an incognito profile, where Chromium never installs, so that one reason is expected.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map(({ errorId }) => errorId)).toEqual(['in-incognito']);
    const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
    expect(manifestErrors).toEqual([]);
    await cdp.detach();

    await context.setOffline(true);
    try {
      await page.goto('/');
      // Chromium 150 (Debian's, under Playwright 1.65) serves this page from the service worker but starts the new
      // document with navigator.onLine true: the emulated connection is dropped again so the page gets its
      // 'offline' event, as a device losing its network does. The first read of onLine is OfflineNotice's unit test.
      await context.setOffline(false);
      await context.setOffline(true);
      await expect(page.getByText(/^Ești offline: poți citi listele păstrate/)).toBeVisible();
      // From the app's own menu: 'Contul meu' → 'Cântecele mele' → the book → its stage → each song.
      await page.getByRole('button', { name: 'Contul meu' }).click();
      await page.getByRole('menuitem', { name: 'Cântecele mele' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Cântecele mele' })).toBeVisible();
      await page.getByRole('link', { name: songbook.name }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(songbook.name);
      await page.getByRole('link', { name: 'Mod scenă' }).click();
      for (const [index, entry] of songbook.entries.entries()) {
        await expect(songTitle(page)).toHaveText(entry.title);
        await expect(page.getByTestId('tab-body')).toBeVisible();
        if (index < songbook.entries.length - 1) await page.keyboard.press('ArrowRight');
      }
      // A change made on stage offline is shown, and said not to be saved.
      await page.getByRole('button', { name: 'Transpune în sus (+1 semiton)' }).click();
      await expect(
        page.getByText('Ești offline: schimbarea de tonalitate sau capodastru nu este salvată în listă.'),
      ).toBeVisible();
      // Each song on its own page, reached from the book's page.
      for (const entry of songbook.entries) {
        await page.goto(`/cantecele-mele/${songbook.id}`);
        await page.getByRole('link', { name: `${entry.title} – ${entry.artistName}` }).click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText(entry.title);
        await expect(page.getByTestId('tab-body')).toBeVisible();
      }
    } finally {
      await context.setOffline(false);
    }
  });
});
