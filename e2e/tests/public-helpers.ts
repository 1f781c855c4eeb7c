import type { APIRequestContext, BrowserContext } from '@playwright/test';

/** Accepts the cookie banner up front so it never covers what a test clicks. */
export async function acceptCookies(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'acorduri_cookie_consent', value: '1', url: baseURL ?? '' }]);
}

export interface ApiTab {
  id: string;
  title: string;
  slug: string;
  preview: string;
  artist: { name: string; slug: string };
}

/** Public tabs straight from the API, to know what the seeded archive holds. */
export async function apiTabs(
  request: APIRequestContext,
  query: string,
): Promise<{ tabs: ApiTab[]; total: number }> {
  const response = await request.get(`/api/tab?${query}`);
  if (!response.ok()) throw new Error(`/api/tab?${query}: HTTP ${response.status()}`);
  return response.json();
}
