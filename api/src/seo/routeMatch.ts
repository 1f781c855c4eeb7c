import { ROUTES, type RouteDefinition } from '@acorduri/contracts';

export interface MatchedRoute {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** A pattern's segment: a parameter's name, or a static segment in lower case. */
type PatternPart = { readonly param: string } | { readonly literal: string };

/** The route table split once: every page request is matched against it (twice: its head and its preloads). */
const PATTERNS = ROUTES.map((route) => ({
  route,
  parts: segmentsOf(route.path).map(
    (part): PatternPart =>
      part.startsWith(':') ? { param: part.slice(1) } : { literal: part.toLowerCase() },
  ),
}));

function matchPattern(
  parts: readonly PatternPart[],
  segments: readonly string[],
  lowered: readonly string[],
): Record<string, string> | undefined {
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if ('param' in part) params[part.param] = segments[index] ?? '';
    else if (part.literal !== lowered[index]) return undefined;
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
  const lowered = segments.map((segment) => segment.toLowerCase());
  for (const { route, parts } of PATTERNS) {
    const params = matchPattern(parts, segments, lowered);
    if (params) return { route, params };
  }
  return undefined;
}
