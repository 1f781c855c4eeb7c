import { expect, test } from '../support/fixtures';
import { revealRatingAndComments } from '../support/tabSheet';
import { acceptCookies, apiTabs, seededSongTab } from './public-helpers';

const PITCH: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11, H: 11 };

/** The chord symbols of an 'Intro: …' line. */
const chordsOf = (line: string) =>
  line
    .replace(/^Intro:\s*/, '')
    .split(/\s+/)
    .filter(Boolean);

/** A chord as pitch class of its root plus the rest of the symbol, so spelling (C# or Db) does not matter. */
function pitchAndQuality(chord: string): [number, string] {
  const match = /^([A-H])([#b]?)(.*)$/.exec(chord);
  if (!match) throw new Error(`not a chord: ${chord}`);
  const [, letter = 'C', accidental, quality = ''] = match;
  const offset = accidental === '#' ? 1 : accidental === 'b' ? -1 : 0;
  return [((PITCH[letter] ?? 0) + offset + 12) % 12, quality];
}

const shifted = ([pitch, quality]: [number, string], semitones: number): [number, string] => [
  (pitch + semitones) % 12,
  quality,
];

test.describe('public tab page', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('decrypts the body, transposes text and diagrams, remembers the key, prints', async ({
    page,
    request,
  }) => {
    const tab = await seededSongTab(request);
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.goto(`/acorduri/${tab.artist.slug}/${tab.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(tab.title);
    const body = page.getByTestId('tab-body');
    // The API's preview is the first 100 characters of the plain body.
    await expect(body).toContainText(tab.preview.split('\n')[0] ?? '');
    expect(await body.textContent()).not.toContain('%');
    await expect(page).toHaveTitle(`${tab.title} – ${tab.artist.name} | Acorduri pentru chitară`);

    const firstChordLine = async () =>
      ((await body.textContent()) ?? '').split('\n').find((l) => /^Intro:/.test(l)) ?? '';
    const original = await firstChordLine();
    expect(original).toMatch(/^Intro: [A-H]/);
    const diagrams = page.getByRole('region', { name: /acorduri/i }).first();
    await expect(diagrams).toBeVisible();
    const up = page.getByRole('button', { name: 'Transpune în sus (+1 semiton)' });
    await expect(up).toBeEnabled();
    await up.click();
    await up.click();
    await expect.poll(firstChordLine).not.toBe(original);
    const transposed = await firstChordLine();
    expect(chordsOf(transposed).map(pitchAndQuality)).toEqual(
      chordsOf(original).map((chord) => shifted(pitchAndQuality(chord), 2)),
    );
    // The diagrams follow the text.
    await expect(diagrams.getByText(chordsOf(transposed)[0] ?? '', { exact: true }).first()).toBeVisible();

    await page.reload();
    await expect.poll(firstChordLine).toBe(transposed);
    await page.getByRole('button', { name: 'Tonalitatea originală' }).click();
    await expect.poll(firstChordLine).toBe(original);

    await page.getByRole('button', { name: 'Tipărește' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await expect(page.locator('html')).not.toHaveAttribute('data-print-mode');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('print mode hides the bars and the drawer while the dialog is open', async ({ page, request }) => {
    const { tabs } = await apiTabs(request, 'limit=1');
    const tab = tabs[0]!;
    await page.addInitScript(() => {
      window.print = () => {
        const hidden = ['header', 'nav[aria-label="Navigare principală"]', 'footer'].map(
          (selector) => getComputedStyle(document.querySelector(selector) as Element).display,
        );
        (window as unknown as { printHidden: string[] }).printHidden = hidden;
      };
    });
    await page.goto(`/acorduri/${tab.artist.slug}/${tab.slug}`);
    await page.getByRole('button', { name: 'Tipărește' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printHidden?: string[] }).printHidden))
      .toEqual(['none', 'none', 'none']);
  });

  test('asks an anonymous reader to sign in before rating', async ({ page, request }) => {
    const { tabs } = await apiTabs(request, 'limit=1');
    const tab = tabs[0]!;
    await page.goto(`/acorduri/${tab.artist.slug}/${tab.slug}`);
    await revealRatingAndComments(page);
    // The radios are visually hidden behind the stars: a reader clicks the star (its label).
    await page.locator('label').filter({ hasText: '4 stele' }).click();
    await expect(page.getByRole('radio', { name: '4 stele' })).toBeChecked();
    await page.getByRole('button', { name: 'Votează' }).click();
    const dialog = page.getByRole('dialog', { name: 'Autentificare necesară' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Cont nou' })).toHaveAttribute('href', '/register');
    await dialog.getByRole('button', { name: 'Autentificare' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown tab goes to /404', async ({ page }) => {
    await page.goto('/acorduri/nimeni/nimic-de-gasit');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina nu a fost găsită.' })).toBeVisible();
  });
});
