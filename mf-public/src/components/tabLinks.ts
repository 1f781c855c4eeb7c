import { buildPath, PATHS } from '@acorduri/contracts';

interface TabRef {
  readonly title: string;
  readonly slug: string;
  readonly artist: { readonly name: string; readonly slug: string };
}

export const tabPath = (tab: Pick<TabRef, 'slug' | 'artist'>): string =>
  buildPath(PATHS.tab, { artistSlug: tab.artist.slug, tabSlug: tab.slug });

export const artistPath = (slug: string): string => buildPath(PATHS.artist, { slug });

/** 'Artist - Titlu', as the spec's title columns show a tab. */
export const tabLabel = (tab: Pick<TabRef, 'title' | 'artist'>): string =>
  `${tab.artist.name} - ${tab.title}`;
