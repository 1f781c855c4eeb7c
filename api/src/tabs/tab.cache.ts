import type { TabCacheFile } from '@acorduri/contracts';
import { cacheFiles } from '../cache/cacheFiles';
import { topPublicTabs } from './tab.service';

export const LATEST_TABS_FILE = 'latest-tabs.json';
export const TOP_FAVOURITES_FILE = 'top-favourites.json';
/** Rows of each home table (shown without paging). */
export const HOME_LIST_SIZE = 20;

cacheFiles.register(
  LATEST_TABS_FILE,
  async (): Promise<TabCacheFile> => ({ tabs: await topPublicTabs('created_at', HOME_LIST_SIZE) }),
);
cacheFiles.register(
  TOP_FAVOURITES_FILE,
  async (): Promise<TabCacheFile> => ({ tabs: await topPublicTabs('favourite_count', HOME_LIST_SIZE) }),
);

/** The home tables show artist and tag names: regenerate them after a change of either. */
export function invalidateTabSummaries(): void {
  cacheFiles.invalidate(LATEST_TABS_FILE);
  cacheFiles.invalidate(TOP_FAVOURITES_FILE);
}
