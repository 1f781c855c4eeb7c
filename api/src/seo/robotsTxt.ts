import { ROUTES } from '@acorduri/contracts';
import { SITEMAP_INDEX } from './sitemaps';

/** The part of a route pattern before its first parameter: '/reset-password/:token' → '/reset-password/'. */
const prefixOf = (pattern: string) => pattern.split(':')[0] ?? pattern;

/** Paths crawlers should not visit: the API, the account area and the admin panel (all personal or empty). */
export function disallowedPaths(): string[] {
  const areas = ROUTES.filter((route) => route.area === 'mf_account' || route.area === 'mf_admin');
  return ['/api/', ...new Set(areas.map((route) => prefixOf(route.path)))];
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/${SITEMAP_INDEX}`,
    '',
  ].join('\n');
}
