import { ROUTES, type RouteDefinition } from '@acorduri/contracts';
import { matchRoutes } from 'react-router';

/** The route-table entry that owns a pathname, or undefined for the 404 page. */
export function routeForPath(pathname: string): RouteDefinition | undefined {
  const matches = matchRoutes(
    ROUTES.map((route) => ({ path: route.path, route })),
    pathname,
  );
  return matches?.[0]?.route.route;
}
