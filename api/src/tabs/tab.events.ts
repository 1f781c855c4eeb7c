import type { TabRecord } from './tab.views';

export type TabDeletedListener = (tab: TabRecord) => Promise<void>;

const deletedListeners: TabDeletedListener[] = [];

/**
 * Lets the resources hanging off a tab (comments, ratings, favourites, attachments) clean up after it is
 * deleted, without the tab service knowing them. Register at module load.
 */
export function onTabDeleted(listener: TabDeletedListener): void {
  deletedListeners.push(listener);
}

export async function emitTabDeleted(tab: TabRecord): Promise<void> {
  await Promise.all(deletedListeners.map((listener) => listener(tab)));
}
