import type { Songbook } from '@acorduri/contracts';
import type { APIResponse } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pdfPageTexts } from '../support/pdfText';
import { DEMO_USER, signIn } from '../support/session';
import { acceptCookies, apiTabs } from './public-helpers';

async function json<T>(response: APIResponse): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

test.describe('the printed songbook', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('a 5-song book prints with true page numbers, the book name and page on every page', async ({
    page,
  }) => {
    const { tabs } = await apiTabs(page.request, 'limit=5&offset=50');
    expect(tabs).toHaveLength(5);
    await signIn(page.request, DEMO_USER);
    const book = await json<Songbook>(
      await page.request.post('/api/user/songbook', { data: { name: `Tipar e2e ${Date.now()}` } }),
    );
    for (const [index, tab] of tabs.entries())
      await json(
        await page.request.post(`/api/user/songbook/${book.id}/entries`, {
          data: { tabId: tab.id, ...(index === 1 ? { transpose: 2 } : index === 3 ? { capo: 3 } : {}) },
        }),
      );

    await page.goto(`/cantecele-mele/${book.id}/scena`);
    await expect(page.getByTestId('tab-body')).toBeVisible();
    const contents = page.getByTestId('print-songbook').getByRole('listitem', { includeHidden: true });
    await expect(contents).toHaveCount(5);
    // The numbers are there once every song's text is laid out.
    await expect
      .poll(async () =>
        (await contents.locator('span:last-child').allTextContents()).every((n) => /^\d+$/.test(n)),
      )
      .toBe(true);

    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    await test.info().attach('songbook.pdf', { body: pdf, contentType: 'application/pdf' });
    const pages = await pdfPageTexts(pdf);
    const total = pages.length;
    // Every page carries the book's name (header) and 'page / pages' (footer).
    for (const [index, text] of pages.entries()) {
      expect(text, `page ${index + 1}`).toContain(book.name);
      expect(text, `page ${index + 1}`).toContain(`${index + 1} / ${total}`);
    }
    expect(pages[0]).toContain('Cuprins');

    const lines = await contents.allTextContents();
    const starts: number[] = [];
    for (const [index, tab] of tabs.entries()) {
      const line = lines[index] ?? '';
      expect(line).toContain(`${index + 1}. ${tab.title} – ${tab.artist.name}`);
      const named = Number(/(\d+)$/.exec(line)?.[1]);
      starts.push(named);
      // The title is on the page its contents line names, with the song's text (its first line) under it.
      const text = pages[named - 1] ?? '';
      expect(text, `${tab.title} on page ${named}`).toContain(tab.title);
      expect(text, `${tab.title}'s text on page ${named}`).toContain('Intro:');
      // ...and not on the page before (each song starts a new page).
      expect(pages[named - 2] ?? '', `${tab.title} not before page ${named}`).not.toContain(
        `${tab.title} ${tab.artist.name}`,
      );
    }
    expect(starts[0]).toBe(2);
    for (let index = 1; index < starts.length; index++)
      expect(starts[index] ?? 0).toBeGreaterThan(starts[index - 1] ?? 0);

    // No page holds only a heading: past the header and footer, each page has more than a title and an artist.
    for (const [index, text] of pages.entries()) {
      const body = text
        .replace(book.name, '')
        .replace(`${index + 1} / ${total}`, '')
        .trim();
      const headingOnly = tabs.some(
        (tab) => body === `${tab.title} ${tab.artist.name}` || body === tab.title,
      );
      expect(headingOnly, `page ${index + 1} holds only a heading`).toBe(false);
      expect(body.length, `page ${index + 1} is empty`).toBeGreaterThan(0);
    }
  });
});
