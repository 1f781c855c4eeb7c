import { PATHS, SITE_TITLE } from '@acorduri/contracts';
import { SEO_TEXTS } from './seoTexts';

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/** Builds schema.org objects with absolute addresses on the site's public origin. */
export class StructuredData {
  constructor(private readonly siteUrl: string) {}

  url(path: string): string {
    return `${this.siteUrl}${path}`;
  }

  /** Acasă > … > the page, as the screens' breadcrumbs show it. */
  breadcrumbs(crumbs: readonly Crumb[]): object {
    return {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: SEO_TEXTS.home, path: PATHS.home }, ...crumbs].map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: this.url(crumb.path),
      })),
    };
  }

  /** The site with its search box (search engines may offer it under the result). */
  website(): object {
    return {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_TITLE,
      url: this.url(PATHS.home),
      inLanguage: 'ro',
      potentialAction: {
        '@type': 'SearchAction',
        target: this.url(PATHS.search.replace(':search', '{search_term_string}')),
        'query-input': 'required name=search_term_string',
      },
    };
  }

  artist(name: string, path: string): object {
    return { '@context': 'https://schema.org', '@type': 'MusicGroup', name, url: this.url(path) };
  }
}
