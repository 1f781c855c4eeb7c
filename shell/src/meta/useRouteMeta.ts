import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { applyPageMeta } from './applyPageMeta';
import { metaForPath } from './routeMeta';

/**
 * Sets each route's default title and description. A layout effect, so it runs before the screens' own (passive)
 * effects: a screen that names itself after its data always has the last word.
 */
export function useRouteMeta(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => applyPageMeta(metaForPath(pathname)), [pathname]);
}
