import { buildPath, PATHS } from '@acorduri/contracts';

/** The public page of a tab, /acorduri/{artistSlug}/{tabSlug}. */
export const tabPath = (tab: { readonly slug: string; readonly artist: { readonly slug: string } }): string =>
  buildPath(PATHS.tab, { artistSlug: tab.artist.slug, tabSlug: tab.slug });

/** 'Artist - Titlu', as the lists name a tab. */
export const tabLabel = (tab: {
  readonly title: string;
  readonly artist: { readonly name: string; readonly tempName?: string | null };
}): string => `${tab.artist.name || tab.artist.tempName || ''} - ${tab.title}`;
