import { LRUCache } from 'lru-cache';
import { describePage } from './describePage';
import { pageHeadTags } from './pageHead';
import { type FilledShell, fillShell, type ShellTemplate } from './shellTemplate';
import { type AnswerFamily, type ContentStamp, contentStamp, freshnessOf, sameContent } from './siteVersion';
import { StructuredData } from './structuredData';

export interface RenderedPage extends FilledShell {
  readonly status: number;
}

export interface PageRendererOptions {
  readonly siteUrl: string;
  readonly passphrase: string;
  readonly readTemplate: () => Promise<ShellTemplate>;
  /** Bytes of HTML kept in memory. */
  readonly maxBytes?: number;
}

interface KeptPage {
  readonly page: RenderedPage;
  readonly stamp: ContentStamp;
  readonly family: AnswerFamily;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Renders the HTML of page addresses and keeps the results in an LRU keyed by the shell build and the address,
 * each with the content stamp it was rendered under (seo/siteVersion.ts): a tab page is rendered again when its
 * tab or the whole content changes, other pages (which may list any tab) also a short while after a tab's
 * counters change (while one request renders such a page again, the others get the kept one for LIST_STALE_MS).
 * Concurrent requests for the same missing page share one rendering.
 */
export function pageRenderer({
  siteUrl,
  passphrase,
  readTemplate,
  maxBytes = DEFAULT_MAX_BYTES,
}: PageRendererOptions) {
  const schema = new StructuredData(siteUrl);
  const pages = new LRUCache<string, KeptPage>({
    maxSize: maxBytes,
    sizeCalculation: (kept) => Math.max(1, kept.page.html.length),
  });
  const rendering = new Map<string, Promise<RenderedPage>>();

  async function render(key: string, pathname: string, pageNumber: number, template: ShellTemplate) {
    const before = contentStamp();
    const page = await describePage(pathname, { pageNumber, passphrase, schema });
    const rendered: RenderedPage = {
      status: page.status,
      ...fillShell(template, pageHeadTags(page, siteUrl), page.data, page.firstPaint),
    };
    const stamp = contentStamp(page.contentKeys ?? page.listKeys);
    // A page read across a write is sent to its reader but not kept.
    if (sameContent(before, stamp))
      pages.set(key, { page: rendered, stamp, family: page.contentKeys ? 'detail' : 'list' });
    return rendered;
  }

  return async (pathname: string, pageNumber: number): Promise<RenderedPage> => {
    const template = await readTemplate();
    const key = `${template.version}|${pageNumber}|${pathname}`;
    const kept = pages.get(key);
    const freshness = kept ? freshnessOf(kept.stamp, kept.family) : 'expired';
    if (kept && freshness === 'fresh') return kept.page;
    const pending = rendering.get(key);
    // While one request renders a stale page again, the others get the kept one.
    if (pending) return kept && freshness === 'stale' ? kept.page : pending;
    const rendered = render(key, pathname, pageNumber, template).finally(() => rendering.delete(key));
    rendering.set(key, rendered);
    return rendered;
  };
}
