import { buildPath, PATHS, type TabListItem } from '@acorduri/contracts';
import { escapeHtml } from './htmlText';

export interface FirstPaintLink {
  readonly text: string;
  readonly href: string;
}

/**
 * The light, static part of a page the browser can paint before any JavaScript: its heading, a line under it and
 * the first rows of its list. Never a tab body (the spec keeps it encrypted until the reader's browser decrypts it).
 */
export interface FirstPaint {
  readonly heading: string;
  readonly subheading?: FirstPaintLink;
  readonly list?: { readonly label: string; readonly links: readonly FirstPaintLink[] };
}

/** The element the shell removes once its own screen has rendered (shell/src/firstPaint.ts). */
export const FIRST_PAINT_ID = 'first-paint';

/** Rows painted before JavaScript: enough to fill a phone's first screen, not the whole list. */
export const FIRST_PAINT_ROWS = 12;

export const tabLink = (tab: Pick<TabListItem, 'title' | 'slug' | 'artist'>): FirstPaintLink => ({
  text: `${tab.title} – ${tab.artist.name}`,
  href: buildPath(PATHS.tab, { artistSlug: tab.artist.slug, tabSlug: tab.slug }),
});

const link = ({ text, href }: FirstPaintLink) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/**
 * Layout of the light theme's top bar and main column (ui-kit AppBar, shell Layout), so the swap to the React page
 * moves nothing; #root stays hidden until the shell removes the first paint (see shell/src/firstPaint.ts).
 */
export const FIRST_PAINT_STYLE =
  '<style data-first-paint>' +
  `#${FIRST_PAINT_ID}~#root{display:none}` +
  "body{margin:0;background:#f6f7f9;color:#1b1f24;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif;line-height:1.5}" +
  `#${FIRST_PAINT_ID}>header{min-height:60px;background:#fff;border-bottom:1px solid #c9d1d9}` +
  `#${FIRST_PAINT_ID}>main{max-width:1200px;margin:0 auto;padding:24px}` +
  `#${FIRST_PAINT_ID} a{color:#8a3b12}#${FIRST_PAINT_ID} ul{list-style:none;margin:0;padding:0}` +
  `#${FIRST_PAINT_ID} li{padding:8px 0;border-bottom:1px solid #c9d1d9}` +
  '</style>';

/** The first paint as HTML, every text escaped (a title holding `<script>` stays text). */
export function firstPaintHtml({ heading, subheading, list }: FirstPaint): string {
  const parts = [`<h1>${escapeHtml(heading)}</h1>`];
  if (subheading) parts.push(`<p>${link(subheading)}</p>`);
  if (list && list.links.length > 0) {
    const items = list.links.map((item) => `<li>${link(item)}</li>`).join('');
    parts.push(`<ul aria-label="${escapeHtml(list.label)}">${items}</ul>`);
  }
  return `<div id="${FIRST_PAINT_ID}"><header></header><main>${parts.join('')}</main></div>`;
}
