import { documentTitle, SITE_TITLE } from '@acorduri/contracts';
import { escapeHtml, jsonForScript } from './htmlText';
import type { PublicPage } from './publicPage';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** An absolute address: page images may already be absolute (https://…) or served by the site (/media/…). */
const absolute = (siteUrl: string, url: string) => new URL(url, `${siteUrl}/`).toString();

/**
 * The head tags of a page: title, description, robots, canonical link, Open Graph and Twitter card tags and its
 * JSON-LD. Every value is escaped, so content (a tab title holding `<script>`) stays text.
 */
export function pageHeadTags(page: PublicPage, siteUrl: string): string {
  const title = documentTitle(page.meta.title);
  const canonical = page.canonicalPath === undefined ? undefined : absolute(siteUrl, page.canonicalPath);
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', page.meta.description)];
  if (page.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  tags.push(
    meta('property', 'og:site_name', SITE_TITLE),
    meta('property', 'og:locale', 'ro_RO'),
    meta('property', 'og:type', page.openGraphType ?? 'website'),
    meta('property', 'og:title', page.meta.title),
    meta('property', 'og:description', page.meta.description),
  );
  if (canonical) tags.push(meta('property', 'og:url', canonical));
  if (page.imageUrl) tags.push(meta('property', 'og:image', absolute(siteUrl, page.imageUrl)));
  tags.push(
    meta('name', 'twitter:card', page.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.meta.title),
    meta('name', 'twitter:description', page.meta.description),
  );
  for (const item of page.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(item)}</script>`);
  }
  return tags.join('');
}
