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

/** The demo seed's "Cântec de râu", the public tab the reader, page and SEO tests open. */
export async function seededSongTab(request: APIRequestContext): Promise<ApiTab> {
  const { tabs } = await apiTabs(request, 'search=cantec%20de%20rau&limit=1');
  const tab = tabs[0];
  if (!tab) throw new Error('the seeded archive has no "Cântec de râu"');
  return tab;
}
