import { ROUTES, type RouteDefinition } from '@acorduri/contracts';

export interface MatchedRoute {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | undefined {
  const parts = segmentsOf(pattern);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return undefined;
  }
  return params;
}

/**
 * The route-table entry of a pathname and its decoded parameters, matched like the shell's router does (static
 * segments case-insensitive, a trailing slash ignored); undefined for paths no route owns (the 404 page).
 */
export function matchRoute(pathname: string): MatchedRoute | undefined {
  let segments: string[];
  try {
    segments = segmentsOf(pathname).map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  for (const route of ROUTES) {
    const params = matchPattern(route.path, segments);
    if (params) return { route, params };
  }
  return undefined;
}
