import { matchPath } from 'react-router';

const PARAM_SEGMENT = /^:[\w-]+$/;

/**
 * react-router's rank of a route path (its `computeScore` for a route without children): more segments first,
 * a static segment above a parameter, a splat last.
 */
function rankOf(pattern: string): number {
  const segments = pattern.split('/');
  let rank = segments.length + (segments.includes('*') ? -2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    rank += PARAM_SEGMENT.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return rank;
}

/** A pattern of static and `:param` segments as react-router's `compilePath` writes it (end: true, any case). */
function compiled(pattern: string): ((pathname: string) => boolean) | undefined {
  const segments = pattern.split('/').slice(1);
  if (segments.some((segment) => segment.includes('*') || segment.endsWith('?'))) return undefined;
  const source = segments
    .map((segment) =>
      PARAM_SEGMENT.test(segment) ? '/([^\\/]+)' : `/${segment.replace(/[\\.*+^${}|()[\]]/g, '\\$&')}`,
    )
    .join('');
  const regex = new RegExp(`^${source}\\/*$`, 'i');
  return (pathname) => regex.test(pathname);
}

/** react-router's `decodePath`: each segment decoded, a decoded '/' kept encoded. */
function decodedPath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * The pattern react-router's `matchRoutes` would pick for a pathname among flat routes: ranked once, each pattern
 * compiled once. `matchRoutes` flattens, ranks and compiles the whole table on each call: on a phone's first visit
 * the frame's two lookups (area and page meta) were 12-29 ms of its render on a 4×-slowed CPU (#28). Patterns with
 * a splat or an optional segment (none in today's tables) are matched by react-router's `matchPath`, ranked as
 * written.
 */
export function rankedPathMatcher(patterns: readonly string[]): (pathname: string) => string | undefined {
  let ranked: string[] | undefined;
  const matchers = new Map<string, (pathname: string) => boolean>();
  // Compiled when first tried: a lookup stops at its match, so a first visit compiles the patterns ranked above it.
  const matcherOf = (pattern: string) => {
    let matches = matchers.get(pattern);
    if (!matches) {
      matches = compiled(pattern) ?? ((path) => matchPath({ path: pattern, end: true }, path) !== null);
      matchers.set(pattern, matches);
    }
    return matches;
  };
  // A path equal to a static pattern has that pattern as its match: every other pattern it matches has as many
  // segments (no splats) with parameters in place of some, which ranks lower. Kept only for such tables.
  const staticPatterns = patterns.every((pattern) => !/[*?]/.test(pattern))
    ? new Map(
        patterns
          .filter((pattern) => !pattern.includes(':'))
          .reverse()
          .map((pattern) => [pattern.toLowerCase(), pattern]),
      )
    : undefined;
  return (pathname) => {
    // matchRoutes reads an empty pathname as '/'.
    const decoded = decodedPath(pathname || '/');
    const staticMatch = staticPatterns?.get(decoded.replace(/(.)\/+$/, '$1').toLowerCase());
    if (staticMatch !== undefined && matcherOf(staticMatch)(decoded)) return staticMatch;
    ranked ??= patterns
      .map((pattern, index) => ({ pattern, index, rank: rankOf(pattern) }))
      .sort((a, b) => b.rank - a.rank || a.index - b.index)
      .map(({ pattern }) => pattern);
    return ranked.find((pattern) => matcherOf(pattern)(decoded));
  };
}
