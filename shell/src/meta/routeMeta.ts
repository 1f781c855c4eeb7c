import { DEFAULT_META, NOT_FOUND_META, PATHS, type PageMeta, ROUTE_META } from '@acorduri/contracts';
import { lastPathMemo } from '../routing/lastPathMemo';
import { rankedPathMatcher } from '../routing/rankedPathMatcher';

export { documentTitle, type PageMeta } from '@acorduri/contracts';

const patternOf = rankedPathMatcher(Object.keys(ROUTE_META));

/** The meta of a pathname: its route's, the 404 page's for not-found targets, the site's otherwise. */
export const metaForPath = lastPathMemo((pathname): PageMeta => {
  if (pathname === PATHS.notFound || pathname === PATHS.notFound404) return NOT_FOUND_META;
  const pattern = patternOf(pathname);
  return (pattern && ROUTE_META[pattern]) || DEFAULT_META;
});
