import { DEFAULT_META, documentTitle, ROUTE_META } from '@acorduri/contracts';
import { useEffect } from 'react';

/** The route's title as the server sent it with the page ('Dicționar accesibil | Acorduri pentru chitară'). */
export function useRouteTitle(path: string): void {
  useEffect(() => {
    document.title = documentTitle((ROUTE_META[path] ?? DEFAULT_META).title);
  }, [path]);
}
