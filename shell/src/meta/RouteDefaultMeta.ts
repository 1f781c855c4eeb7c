import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { applyPageMeta } from './applyPageMeta';
import { metaForPath } from './routeMeta';

/**
 * The address the page was served at when the API wrote its head (api/src/seo: the route's title and description
 * at least, often the page's own); none for a dev server's bare index.html.
 */
let servedWithHead: string | undefined = document.head.querySelector('meta[name="description"]')
  ? window.location.pathname
  : undefined;

/**
 * Sets each route's default title and description. A layout effect, so it runs before the screens' own (passive)
 * effects: a screen that names itself after its data always has the last word. The served page keeps the API's
 * head until the reader moves on (the frame commits before the screen: the route's default would replace the
 * page's own title while the screen loads). The route is looked up while rendering (a slice React may yield
 * around), not in the effect: effects run in the commit, one task.
 */
export function RouteDefaultMeta(): null {
  const { pathname } = useLocation();
  const meta = metaForPath(pathname);
  useLayoutEffect(() => {
    if (pathname === servedWithHead) return;
    servedWithHead = undefined;
    applyPageMeta(meta);
  }, [meta, pathname]);
  return null;
}
