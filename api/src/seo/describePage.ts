import { DEFAULT_META, NOT_FOUND_META, ROUTE_META } from '@acorduri/contracts';
import { HttpError } from '../errors/HttpError';
import type { PublicPage } from './publicPage';
import { PAGE_RESOLVERS, type PageContext, staticPage } from './publicPages';
import { matchRoute } from './routeMatch';

const NOT_FOUND_PAGE: PublicPage = { status: 404, meta: NOT_FOUND_META, noindex: true };

/**
 * What the API serves for a page address: a public route with its head and first data, 404 for addresses no
 * route owns and for content that does not exist (an unknown tab, artist, lesson, category or profile), and the
 * plain shell marked noindex for the account and admin areas (their content is personal and needs a session).
 */
export async function describePage(
  pathname: string,
  context: Omit<PageContext, 'params'>,
): Promise<PublicPage> {
  const matched = matchRoute(pathname);
  if (!matched) return NOT_FOUND_PAGE;
  const { route, params } = matched;
  if (route.access !== 'public' || route.area === 'mf_account' || route.area === 'mf_admin') {
    return { status: 200, meta: ROUTE_META[route.path] ?? DEFAULT_META, noindex: true };
  }
  const resolve = PAGE_RESOLVERS[route.path] ?? staticPage(route.path);
  try {
    return (await resolve({ ...context, params })) ?? NOT_FOUND_PAGE;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return NOT_FOUND_PAGE;
    throw error;
  }
}
