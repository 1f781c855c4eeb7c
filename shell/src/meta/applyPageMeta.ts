import { documentTitle, type PageMeta } from './routeMeta';

/** Writes the document title and the description meta (created when index.html has none). */
export function applyPageMeta(meta: PageMeta): void {
  document.title = documentTitle(meta.title);
  let description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = document.createElement('meta');
    description.name = 'description';
    document.head.append(description);
  }
  description.content = meta.description;
}
