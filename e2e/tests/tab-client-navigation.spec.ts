import { expect, test } from '../support/fixtures';
import { acceptCookies, seededSongTab } from './public-helpers';

/** What the page records, in animation frames counted from its start (the init script below). */
interface FrameLog {
  frames: number;
  /** The frame in which each answer of the tab API had been read in full, by its address. */
  answers: { url: string; frame: number }[];
  /** The frame in which the tab text region first held the text awaited, once asked for. */
  textFrame: number | null;
  awaitTextOtherThan(previous: string): void;
}

/**
 * Counts the page's animation frames, notes the frame each tab answer (`/api/tab/by-slug/…`) is read in full,
 * and, once asked, the frame in which the tab text region first holds a text other than the one given (the
 * MutationObserver's callback runs in the task that changed the page, before that frame is drawn).
 */
function recordFrames() {
  const log = { frames: 0, answers: [], textFrame: null } as unknown as FrameLog;
  (window as unknown as { frameLog: FrameLog }).frameLog = log;
  const tick = () => {
    log.frames += 1;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);

  const fetchOf = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await fetchOf(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/api/tab/by-slug/'))
      void response
        .clone()
        .text()
        .then(() => log.answers.push({ url, frame: log.frames }));
    return response;
  };

  log.awaitTextOtherThan = (previous) => {
    const check = () => {
      const text = document.querySelector('[data-testid="tab-body"]')?.textContent ?? '';
      if (text.trim() === '' || text === previous) return false;
      log.textFrame = log.frames;
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  };
}

test.describe('a tab page opened in the app', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('shows its text within one frame of its data arriving', async ({ page, request }) => {
    const first = await seededSongTab(request);
    await page.addInitScript(recordFrames);
    // A first tab page: the tab screen and mf-chords' tools are loaded, as for a reader going on to another tab.
    await page.goto(`/acorduri/${first.artist.slug}/${first.slug}`);
    const body = page.getByTestId('tab-body');
    await expect(body).toContainText(first.preview.split('\n')[0] ?? '');
    const firstText = (await body.textContent()) ?? '';

    // The artist's page, then another tab of the artist, both by the app's own links (no page load).
    await page.getByRole('heading', { level: 1 }).getByRole('link', { name: first.artist.name }).click();
    await expect(page).toHaveURL(new RegExp(`/artisti/${first.artist.slug}$`));
    const other = page
      .locator(`main a[href^="/acorduri/${first.artist.slug}/"]:not([href$="/${first.slug}"])`)
      .first();
    const href = await other.getAttribute('href');
    expect(href).not.toBeNull();
    expect(href).not.toMatch(new RegExp(`/${first.slug}$`));

    const clickedIn = await page.evaluate((previous) => {
      const log = (window as unknown as { frameLog: FrameLog }).frameLog;
      log.awaitTextOtherThan(previous);
      return log.frames;
    }, firstText);
    await other.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { frameLog: FrameLog }).frameLog.textFrame))
      .not.toBeNull();

    const log = await page.evaluate(() => {
      const { answers, textFrame } = (window as unknown as { frameLog: FrameLog }).frameLog;
      return { answers, textFrame: textFrame ?? -1 };
    });
    const answer = log.answers.find(({ url }) => url.endsWith(href?.replace('/acorduri', '') ?? '-'));
    // The data came from the API after the click (not with the page, nor before the click).
    expect(answer).toBeDefined();
    const arrived = Math.max(answer?.frame ?? 0, clickedIn);
    expect(log.textFrame - arrived).toBeLessThanOrEqual(1);
  });
});
