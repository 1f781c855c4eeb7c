import { tabPath } from '../../components/tabLinks';

/** The tab page with the capo a row is played at, so the sheet opens showing the shapes the reader knows. */
export const playableTabPath = (tab: Parameters<typeof tabPath>[0], capo: number) =>
  capo > 0 ? `${tabPath(tab)}?capo=${capo}` : tabPath(tab);
