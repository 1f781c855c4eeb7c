import { ROUTES, type RouteDefinition } from '@acorduri/contracts';
import { matchRoutes } from 'react-router';
import { lastPathMemo } from './lastPathMemo';

/** The route-table entry that owns a pathname, or undefined for the 404 page. */
export const routeForPath = lastPathMemo((pathname): RouteDefinition | undefined => {
  const matches = matchRoutes(
    ROUTES.map((route) => ({ path: route.path, route })),
    pathname,
  );
  return matches?.[0]?.route.route;
});
