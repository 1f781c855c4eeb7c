import { ROUTES, type RouteDefinition } from '@acorduri/contracts';
import { lastPathMemo } from './lastPathMemo';
import { rankedPathMatcher } from './rankedPathMatcher';

const ROUTE_OF_PATTERN = new Map(ROUTES.map((route) => [route.path, route]));
const patternOf = rankedPathMatcher(ROUTES.map((route) => route.path));

/** The route-table entry that owns a pathname, or undefined for the 404 page. */
export const routeForPath = lastPathMemo((pathname): RouteDefinition | undefined => {
  const pattern = patternOf(pathname);
  return pattern === undefined ? undefined : ROUTE_OF_PATTERN.get(pattern);
});
