import type { Browser, Page, Response } from '@playwright/test';

/** What a first visit downloads as JavaScript, as transferred: response headers plus bodies as sent (compressed). */
export interface ScriptBytes {
  readonly route: string;
  /** Every script's response headers and body as sent on the wire. */
  readonly bytes: number;
  readonly requests: number;
  /** From asking for the page to its <h1> on screen (a bench figure, never asserted in a test). */
  readonly mainContentMs: number;
  /**
   * Round trips in a row to load the page's scripts: the HTML is wave 1, a script's wave is one more than the
   * deepest wave that had finished before it was asked for (a bench figure: a preload puts files in an early wave).
   */
  readonly waves: number;
  /** Each script's path, bytes transferred (headers and body), body bytes and Content-Encoding, largest first. */
  readonly scripts: readonly {
    readonly path: string;
    readonly bytes: number;
    readonly bodyBytes: number;
    readonly encoding: string;
  }[];
}

/** The routes the JavaScript budget covers, each with its budget in bytes as transferred (issues #15, #28). */
export const BUDGET_ROUTES = [
  { name: 'home', budgetKB: 160 },
  { name: 'tab page', budgetKB: 190 },
  { name: 'search', budgetKB: 170 },
  { name: '/login', budgetKB: 190 },
] as const;

export type BudgetRouteName = (typeof BUDGET_ROUTES)[number]['name'];

/** A seeded tab, its search term and an artist, found through the public API so the paths are real. */
export async function budgetPaths(baseURL: string): Promise<Record<BudgetRouteName | 'artist page', string>> {
  const response = await fetch(`${baseURL}/api/tab?page=1`);
  if (!response.ok) throw new Error(`/api/tab: HTTP ${response.status}`);
  const { tabs } = (await response.json()) as {
    tabs: { title: string; slug: string; artist: { slug: string } }[];
  };
  const tab = tabs[0];
  if (!tab) throw new Error('the archive has no public tab');
  // A search that finds something (the longest word of the tab's title): the results page a reader lands on.
  const word = tab.title.split(/[^\p{L}\p{N}]+/u).reduce((a, b) => (b.length > a.length ? b : a), '');
  return {
    home: '/',
    'tab page': `/acorduri/${tab.artist.slug}/${tab.slug}`,
    search: `/cautare/${encodeURIComponent(word.toLowerCase())}`,
    '/login': '/login',
    'artist page': `/artisti/${tab.artist.slug}`,
  };
}

const isScript = (response: Response) => response.request().resourceType() === 'script';

interface Timing {
  readonly name: string;
  readonly fetchStart: number;
  readonly responseEnd: number;
}

/** Runs in the page: the request waves of its document and scripts (see ScriptBytes.waves). */
function scriptWaves(): number {
  // Typed by hand: this file is also compiled for Node (bench), whose `performance` lacks the DOM entry types.
  const entries = performance.getEntriesByType.bind(performance) as unknown as (type: string) => Timing[];
  const timings = [
    ...entries('navigation'),
    ...entries('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js')),
  ].sort((a, b) => a.fetchStart - b.fetchStart);
  const waveOf = new Map<Timing, number>();
  for (const timing of timings) {
    let wave = 1;
    for (const [earlier, earlierWave] of waveOf) {
      if (earlier.responseEnd <= timing.fetchStart) wave = Math.max(wave, earlierWave + 1);
    }
    waveOf.set(timing, wave);
  }
  return Math.max(0, ...waveOf.values());
}

/** The route's own content: every screen titles itself with the page's one <h1> inside its area. */
export const MAIN_CONTENT = 'main [data-area] h1';
/**
 * What a route shows last, where that is more than its <h1>: the tab page's chord strip comes from mf-chords after
 * the text is decrypted, and on a loaded machine that gap can outlast the quiet period.
 */
export const ROUTE_READY: Partial<Record<BudgetRouteName | 'artist page', string>> = {
  'tab page': 'section[aria-label="Acordurile piesei"]',
};
const QUIET_MS = 1000;

/**
 * Counts the page's requests in flight from now on; `quiet()` resolves once none has been for QUIET_MS.
 * Playwright's own `networkidle` fires after 500 ms without connections, which a loaded machine reaches while the
 * shell is still parsing, before it asks for a remote; `quiet()` is only awaited once the route's content shows.
 */
function trackRequests(page: Page): { quiet(): Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return {
    async quiet() {
      while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) await page.waitForTimeout(100);
    },
  };
}

/**
 * Loads `path` in a fresh context (empty cache, desktop viewport) until its content (and `ready`) shows and the
 * network is quiet, and sums the bytes of every script as transferred (response headers and body as served). A
 * `br`-capable Accept-Encoding is sent explicitly: Chromium only advertises brotli over HTTPS, while the site is
 * tested over plain HTTP.
 */
export async function measureScripts(
  browser: Browser,
  baseURL: string,
  path: string,
  ready: string = MAIN_CONTENT,
): Promise<ScriptBytes> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { 'Accept-Encoding': 'br, gzip, deflate' },
  });
  try {
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => {
      if (isScript(response)) responses.push(response);
    });
    const requests = trackRequests(page);
    const started = performance.now();
    await page.goto(path);
    await page.locator(MAIN_CONTENT).first().waitFor();
    const mainContentMs = performance.now() - started;
    await page.locator(ready).first().waitFor();
    await requests.quiet();
    const waves = await page.evaluate(scriptWaves);
    const scripts = await Promise.all(
      responses.map(async (response) => {
        const { responseBodySize, responseHeadersSize } = await response.request().sizes();
        return {
          path: new URL(response.url()).pathname,
          bytes: responseHeadersSize + responseBodySize,
          bodyBytes: responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        };
      }),
    );
    scripts.sort((a, b) => b.bytes - a.bytes);
    return {
      route: path,
      bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      requests: scripts.length,
      mainContentMs,
      waves,
      scripts,
    };
  } finally {
    await context.close();
  }
}
