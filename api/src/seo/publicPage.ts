import type { PageData, PageMeta } from '@acorduri/contracts';
import type { FirstPaint } from './firstPaint';

export type OpenGraphType = 'website' | 'music.song' | 'article' | 'profile';

/** What the API knows of a page before the browser renders it: its status, head and first data. */
export interface PublicPage {
  readonly status: 200 | 404;
  /** The page's own title (the site title is added to the document title) and description. */
  readonly meta: PageMeta;
  /** Path and query of the page's one address; no canonical link when absent (pages search engines skip). */
  readonly canonicalPath?: string;
  /** Pages search engines should not list (account, admin, search results, 404). */
  readonly noindex?: boolean;
  readonly openGraphType?: OpenGraphType;
  readonly imageUrl?: string;
  /** schema.org objects written as JSON-LD. */
  readonly structuredData?: readonly object[];
  /** SWR key → answer of the call, read by the shell's SWR fallback. */
  readonly data?: PageData;
  /** What the browser paints before the JavaScript: heading and first rows (never a tab body). */
  readonly firstPaint?: FirstPaint;
  /**
   * The content keys of a page that shows only them (a tab page: its tab): it is kept until they or the whole
   * content change. A page without them may show any tab (lists) and is kept a short while after a tab changes.
   */
  readonly contentKeys?: readonly string[];
  /** Keys a page that may show any tab also depends on (the cache files it embeds): it is rendered again at once. */
  readonly listKeys?: readonly string[];
}
