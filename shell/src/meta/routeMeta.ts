import { DEFAULT_META, NOT_FOUND_META, PATHS, type PageMeta, ROUTE_META } from '@acorduri/contracts';
import { matchRoutes } from 'react-router';
import { lastPathMemo } from '../routing/lastPathMemo';

export { documentTitle, type PageMeta } from '@acorduri/contracts';

const PATTERNS = Object.keys(ROUTE_META).map((path) => ({ path }));

/** The meta of a pathname: its route's, the 404 page's for not-found targets, the site's otherwise. */
export const metaForPath = lastPathMemo((pathname): PageMeta => {
  if (pathname === PATHS.notFound || pathname === PATHS.notFound404) return NOT_FOUND_META;
  const pattern = matchRoutes(PATTERNS, pathname)?.[0]?.route.path;
  return (pattern && ROUTE_META[pattern]) || DEFAULT_META;
});
