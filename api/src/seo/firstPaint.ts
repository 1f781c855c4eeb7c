import { buildPath, PATHS, splitHighlight, type TabListItem } from '@acorduri/contracts';
import { escapeHtml } from './htmlText';
import { SEO_TEXTS } from './seoTexts';

export interface FirstPaintLink {
  readonly text: string;
  readonly href: string;
  /**
   * The row's public preview (the first lines the list answers carry) with the search's matches marked, as the
   * search screen shows it under each result: painted in the same box with the same marks, the screen's text is
   * not a later, larger paint (search LCP).
   */
  readonly preview?: { readonly text: string; readonly query: string };
}

/**
 * The light, static part of a page the browser can paint before any JavaScript: its heading, a line under it and
 * the first rows of its list. Never a tab body (the spec keeps it encrypted until the reader's browser decrypts it).
 */
export interface FirstPaint {
  readonly heading: string;
  /** Put before the heading inside the <h1>, as the tab screen's 'Artist - Titlu'. */
  readonly headingLink?: FirstPaintLink;
  /** Unnamed: the screen's own named list replaces it (tests and assistive tools find that one by its name). */
  readonly links?: readonly FirstPaintLink[];
}

/** The element the shell removes once its own screen has rendered (shell/src/firstPaint.ts). */
export const FIRST_PAINT_ID = 'first-paint';

/** The consent cookie ui-kit's useCookieConsent writes: with it, the shell shows no cookie notice. */
export const COOKIE_CONSENT_COOKIE = 'acorduri_cookie_consent';

/**
 * The shell's cookie notice (ui-kit CookieBanner, shell messages) as the visitor without consent sees it. Its
 * button is disabled until the shell's own replaces it (a click is not lost silently, and tools wait for the
 * working one); painted now, the notice is not a later, larger paint (the phone's LCP).
 */
const COOKIE_NOTICE =
  `<section aria-label="${SEO_TEXTS.cookieRegion}" class="fp-cookie"><p>${escapeHtml(SEO_TEXTS.cookieMessage)}` +
  `<a href="${PATHS.terms}">${SEO_TEXTS.cookieTerms}</a></p><button type="button" disabled>${SEO_TEXTS.cookieAccept}</button></section>`;

/** Whether the visitor consented to cookies: the shell shows no cookie notice then, nor does the first paint. */
export function hasCookieConsent(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((entry) => entry.trim().startsWith(`${COOKIE_CONSENT_COOKIE}=`));
}

/** The page as a visitor who consented sees it. */
export const withoutCookieNotice = (html: string): string => html.replace(COOKIE_NOTICE, '');

/**
 * A painted page's script preloads, inert until the shell's start script (shell/src/start) adds them once the
 * first paint is on screen: fetched with the page, scripts that finish before that frame compete with it (on a
 * phone's connection, for bandwidth; Lighthouse counts them as delaying the paint). Still one wave, started a frame
 * later.
 */
export const untilFirstPaint = (tags: string): string =>
  tags === '' ? '' : `<template data-preloads>${tags}</template>`;

/** Rows painted before JavaScript: enough to fill a phone's first screen, not the whole list. */
export const FIRST_PAINT_ROWS = 12;

export const tabLink = (tab: Pick<TabListItem, 'title' | 'slug' | 'artist'>): FirstPaintLink => ({
  text: `${tab.title} – ${tab.artist.name}`,
  href: buildPath(PATHS.tab, { artistSlug: tab.artist.slug, tabSlug: tab.slug }),
});

/** A search result's row: its link and the preview the search screen shows under it, the query's words marked. */
export const searchResultLink =
  (query: string) =>
  (tab: Pick<TabListItem, 'title' | 'slug' | 'artist' | 'preview'>): FirstPaintLink => ({
    ...tabLink(tab),
    preview: { text: tab.preview, query },
  });

const link = ({ text, href }: FirstPaintLink) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** ui-kit's Highlight as HTML: the same parts marked. */
const highlighted = ({ text, query }: { text: string; query: string }) =>
  splitHighlight(text, query, { words: true })
    .map((part) => (part.highlighted ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text)))
    .join('');

const row = (item: FirstPaintLink) =>
  `<li>${link(item)}${item.preview ? `<p class="fp-pre">${highlighted(item.preview)}</p>` : ''}</li>`;

const FP = `#${FIRST_PAINT_ID}`;

/** The first paint's style tag, written with each answer's nonce (src/site/pageBytes). */
export const FIRST_PAINT_STYLE_TAG = '<style data-first-paint>';

/**
 * The light theme's values (ui-kit tokens and GlobalStyles, AppBar, shell Layout, CookieBanner on a phone), so the
 * React page that replaces the first paint has the same text in the same boxes; #root stays hidden until the shell
 * removes the first paint (see shell/src/firstPaint.ts).
 */
export const FIRST_PAINT_STYLE =
  FIRST_PAINT_STYLE_TAG +
  `${FP}~#root{display:none}` +
  "body{margin:0;background:#f6f7f9;color:#1b1f24;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif;font-size:1rem;line-height:1.6}" +
  `${FP},${FP} *{box-sizing:border-box}${FP}{display:flex;flex-direction:column;min-height:100vh}` +
  `${FP}>header{min-height:60px;background:#fff;border-bottom:1px solid #c9d1d9}` +
  `${FP}>main{flex:1;width:100%;max-width:1200px;margin:0 auto;padding:24px}` +
  `${FP} a{color:#8a3b12}${FP} ul{list-style:none;margin:0;padding:0}` +
  `${FP} li{padding:8px 0;border-bottom:1px solid #c9d1d9}` +
  `${FP} .fp-pre{margin:0;font-family:'JetBrains Mono','Fira Code','DejaVu Sans Mono',Menlo,Consolas,'Liberation Mono',monospace;white-space:pre-line;font-size:.875rem}` +
  `${FP} mark{padding:0 1px;border-radius:2px;background:#ffe58a;color:#1b1f24}` +
  `${FP} .fp-cookie{position:sticky;bottom:0;display:flex;align-items:center;justify-content:center;gap:8px;padding:24px 8px;border-top:1px solid #c9d1d9;background:#fff}` +
  `${FP} .fp-cookie p{flex:1 1 0;max-width:760px;margin:0;font-size:.75rem;line-height:1.35}${FP} .fp-cookie a{margin-left:4px}` +
  `${FP} .fp-cookie button{min-height:40px;padding:0 16px;border:1px solid #8a3b12;border-radius:8px;font:inherit;font-weight:500;background:#8a3b12;color:#fff}` +
  `@media (min-width:600px){${FP} .fp-cookie{flex-wrap:wrap;gap:8px 16px;padding:24px}${FP} .fp-cookie p{flex:1 1 320px;font-size:.875rem;line-height:inherit}}` +
  '</style>';

/** The first paint as HTML, every text escaped (a title holding `<script>` stays text). */
export function firstPaintHtml({ heading, headingLink, links }: FirstPaint): string {
  const parts = [`<h1>${headingLink ? `${link(headingLink)} - ` : ''}${escapeHtml(heading)}</h1>`];
  if (links && links.length > 0) parts.push(`<ul>${links.map(row).join('')}</ul>`);
  return `<div id="${FIRST_PAINT_ID}"><header></header><main>${parts.join('')}</main>${COOKIE_NOTICE}</div>`;
}
