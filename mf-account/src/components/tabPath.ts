import { buildPath, PATHS, type TabListItem } from '@acorduri/contracts';

/** The public page of a tab, /acorduri/{artistSlug}/{tabSlug}. */
export const tabPath = (tab: Pick<TabListItem, 'slug' | 'artist'>): string =>
  buildPath(PATHS.tab, { artistSlug: tab.artist.slug, tabSlug: tab.slug });

/** 'Artist - Titlu', as the lists name a tab. */
export const tabLabel = (tab: Pick<TabListItem, 'title' | 'artist'>): string =>
  `${tab.artist.name || tab.artist.tempName || ''} - ${tab.title}`;
