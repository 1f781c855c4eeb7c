import { useEffect } from 'react';
import { MESSAGES } from './messages';

/**
 * Names the page after its content ('Titlu | Acorduri pentru chitară' and the description meta). The shell sets
 * each route's defaults first; this runs after it, once the screen knows its data.
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${MESSAGES.siteTitle}`;
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
