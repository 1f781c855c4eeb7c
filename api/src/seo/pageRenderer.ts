import { LRUCache } from 'lru-cache';
import { describePage } from './describePage';
import { pageHeadTags } from './pageHead';
import { type FilledShell, fillShell, type ShellTemplate } from './shellTemplate';
import { onContentChanged, siteVersion } from './siteVersion';
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

interface RenderRequest {
  readonly pathname: string;
  readonly pageNumber: number;
  readonly template: ShellTemplate;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Renders the HTML of page addresses and keeps the results in an LRU keyed by the content version, the shell
 * build and the address: a page is rendered once per change of either, and concurrent requests for the same
 * missing page share one rendering.
 */
export function pageRenderer({
  siteUrl,
  passphrase,
  readTemplate,
  maxBytes = DEFAULT_MAX_BYTES,
}: PageRendererOptions) {
  const schema = new StructuredData(siteUrl);
  const pages = new LRUCache<string, RenderedPage, RenderRequest>({
    maxSize: maxBytes,
    sizeCalculation: (page) => Math.max(1, page.html.length),
    // A write during a rendering clears the cache; the request that asked for the page still gets it (its key,
    // of the older version, is never asked for again) instead of the clear's abort error, a 500.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context }) => {
      const page = await describePage(context.pathname, {
        pageNumber: context.pageNumber,
        passphrase,
        schema,
      });
      return {
        status: page.status,
        ...fillShell(context.template, pageHeadTags(page, siteUrl), page.data, page.firstPaint),
      };
    },
  });
  // Pages of an older version can never be asked for again: free their memory at once.
  onContentChanged(() => pages.clear());

  return async (pathname: string, pageNumber: number): Promise<RenderedPage> => {
    const template = await readTemplate();
    const key = `${siteVersion()}|${template.version}|${pageNumber}|${pathname}`;
    const page = await pages.fetch(key, { context: { pathname, pageNumber, template } });
    if (!page) throw new Error(`page ${pathname} was not rendered`);
    return page;
  };
}
