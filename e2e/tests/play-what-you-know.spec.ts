import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { acceptCookies } from './public-helpers';

/** Records what the page's Web Audio does: contexts made, and each sound scheduled with its start time. */
async function recordAudio(page: Page) {
  await page.addInitScript(() => {
    const record = { contexts: 0, starts: [] as number[] };
    (window as unknown as { __audio: typeof record }).__audio = record;
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        record.contexts++;
      }
      override createBufferSource() {
        const source = super.createBufferSource();
        const start = source.start.bind(source);
        source.start = (when?: number, offset?: number, duration?: number) => {
          record.starts.push(when ?? 0);
          start(when, offset, duration);
        };
        return source;
      }
    };
  });
}

const audioRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { __audio: { contexts: number; starts: number[] } }).__audio);

const SHAPES = ['G', 'C', 'D', 'Em'];

test.describe('Ce pot cânta on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('G, C, D, Em: songs with their capos, one opened at its capo, a chord heard', async ({ page }) => {
    await recordAudio(page);
    await page.goto('/ce-pot-canta');
    await expect(page.getByRole('heading', { level: 1, name: 'Ce pot cânta' })).toBeVisible();
    for (const chord of SHAPES) {
      const button = page.getByRole('button', { name: chord, exact: true });
      await button.tap();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(page.getByTestId('playable-row').first()).toBeVisible();
    await expect(page.getByTestId('playable-row').first()).toContainText('fără capodastru');

    await page.getByRole('checkbox', { name: 'Și cu capodastru (tastele 1–7)' }).check();
    await expect(page.getByText(/^\d+ melodii$/)).toBeVisible();
    // The most favoured songs come first, capo or not: the pages are turned until one needs a capo.
    const withCapo = page.getByTestId('playable-row').filter({ hasText: 'capodastru la tasta' }).first();
    for (let turned = 0; turned < 30 && (await withCapo.count()) === 0; turned++) {
      const first = await page.getByTestId('playable-row').first().textContent();
      await page.getByRole('button', { name: 'Pagina următoare' }).tap();
      await expect(page.getByTestId('playable-row').first()).not.toHaveText(first ?? '');
    }
    await expect(withCapo).toBeVisible();
    const fret = Number(/capodastru la tasta (\d)/.exec((await withCapo.textContent()) ?? '')?.[1]);
    expect(fret).toBeGreaterThan(0);
    const played = /Cânți: (.*)$/.exec((await withCapo.textContent()) ?? '')?.[1]?.split(' ') ?? [];
    expect(played.every((chord) => SHAPES.includes(chord))).toBe(true);
    await expect(page.getByTestId('next-chord')).toBeVisible();

    await withCapo.getByRole('link').tap();
    await expect(page).toHaveURL(/\/acorduri\/[^/?]+\/[^/?]+$/);
    await expect(page.getByRole('combobox', { name: 'Capodastru' })).toHaveValue(String(fret));
    // With the capo on, the sheet shows the shapes to play: only the reader's chords.
    const sheetChords = page.getByTestId('tab-body').getByRole('button');
    await expect(sheetChords.first()).toBeVisible();
    const names = await sheetChords.allTextContents();
    expect(names.every((name) => SHAPES.includes(name.trim()))).toBe(true);

    await sheetChords.first().tap();
    const listen = page.getByRole('button', { name: /^Ascultă / });
    await expect(listen).toBeVisible();
    await listen.tap();
    await expect.poll(async () => (await audioRecord(page)).starts.length).toBeGreaterThanOrEqual(3);
    const audio = await audioRecord(page);
    expect(audio.contexts).toBe(1);
    const starts = audio.starts;
    expect(starts.every((when, index) => index === 0 || when > (starts[index - 1] ?? 0))).toBe(true);
  });
});

test.describe('Ce pot cânta by keyboard', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('chords typed or pressed with Enter, the capo switch with Space', async ({ page }) => {
    await page.goto('/ce-pot-canta');
    await page.getByLabel('Scrie un acord').focus();
    for (const chord of ['G', 'C', 'D']) {
      await page.keyboard.type(chord);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: chord, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    const em = page.getByRole('button', { name: 'Em', exact: true });
    await em.focus();
    await page.keyboard.press('Enter');
    await expect(em).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('playable-row').first()).toContainText('fără capodastru');
    const capo = page.getByRole('checkbox', { name: 'Și cu capodastru (tastele 1–7)' });
    await capo.focus();
    await page.keyboard.press('Space');
    await expect(capo).toBeChecked();
    await expect(page.getByText(/^\d+ melodii$/)).toBeVisible();
    // A result opens from the keyboard too.
    await page.getByTestId('playable-row').first().getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/acorduri\/[^/?]+\/[^/?]+$/);
  });
});
