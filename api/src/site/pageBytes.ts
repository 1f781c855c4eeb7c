import type { Response } from 'express';
import { FIRST_PAINT_STYLE_TAG, hasCookieConsent, withoutCookieNotice } from '../seo/firstPaint';
import type { RenderedPage } from '../seo/pageRenderer';

const HEAD_TAG = /<head(\s[^>]*)?>/i;

/** A rendered page's bytes cut where each answer writes its own: after `<head>`, and in the first paint's style tag. */
interface CutPage {
  /** Up to and including `<head …>`; without one, the whole page, and nothing is written into it. */
  readonly head: Buffer;
  readonly hasHead: boolean;
  /** The rest, up to the first paint's `<style data-first-paint>` if it has one. */
  readonly body: Buffer;
  /** After that tag, which each answer writes with its nonce. */
  readonly styled: Buffer | undefined;
}

function cut(html: string): CutPage {
  const head = HEAD_TAG.exec(html);
  const headEnd = head ? head.index + head[0].length : html.length;
  const style = html.indexOf(FIRST_PAINT_STYLE_TAG, headEnd);
  return {
    head: Buffer.from(html.slice(0, headEnd)),
    hasHead: head !== null,
    body: Buffer.from(html.slice(headEnd, style < 0 ? undefined : style)),
    styled: style < 0 ? undefined : Buffer.from(html.slice(style + FIRST_PAINT_STYLE_TAG.length)),
  };
}

/** Each rendered page's two cuts (with and without the cookie notice), made on first use, freed with the page. */
const cuts = new WeakMap<RenderedPage, { notice?: CutPage; consented?: CutPage }>();

function cutOf(page: RenderedPage, consented: boolean): CutPage {
  let both = cuts.get(page);
  if (!both) {
    both = {};
    cuts.set(page, both);
  }
  if (consented) {
    both.consented ??= cut(withoutCookieNotice(page.html));
    return both.consented;
  }
  both.notice ??= cut(page.html);
  return both.notice;
}

export interface PageAnswer {
  /** This answer's style nonce (the Content-Security-Policy names it): styled-components reads it from the meta. */
  readonly nonce: string;
  /** Written first in the head, after the nonce's meta (the page's script preloads). */
  readonly headStart: string;
  /** The Cookie header: a visitor who consented gets the page without the first paint's cookie notice. */
  readonly cookieHeader: string | undefined;
}

/**
 * Sends a rendered page with this answer's nonce and head, from bytes cut once per page: no pass over the whole
 * page per answer (two replaces, its UTF-8 encoding) and no ETag, which would hash the whole page for a value that
 * differs on every answer anyway (the nonce).
 */
export function sendPage(res: Response, page: RenderedPage, answer: PageAnswer): void {
  const { head, hasHead, body, styled } = cutOf(page, hasCookieConsent(answer.cookieHeader));
  const parts = [head];
  if (hasHead)
    parts.push(Buffer.from(`<meta property="csp-nonce" nonce="${answer.nonce}">${answer.headStart}`), body);
  if (styled) parts.push(Buffer.from(`<style data-first-paint nonce="${answer.nonce}">`), styled);
  const bytes = Buffer.concat(parts);
  // Set here, as Express's send would: compression() removes it when it compresses.
  res
    .status(page.status)
    .type('html')
    .setHeader('Cache-Control', 'no-cache')
    .setHeader('Content-Length', bytes.length);
  res.end(bytes);
}
