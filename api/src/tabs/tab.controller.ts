import type { TabListQuery } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { paramsOf, queryOf } from '../http/validate';
import { tabKey } from '../seo/siteVersion';
import { listPublicTabs, publicTabById, publicTabBySlugs } from './tab.service';

export const getTabs: RequestHandler = async (req, res) => {
  res.json(await listPublicTabs(queryOf<TabListQuery>(req)));
};

/** Handlers answering a tab's body need the passphrase it is encrypted with. */
export function tabController(passphrase: string) {
  /** Behind `onlyTabIds`, which passes on any segment that is not an id. */
  const getTab: RequestHandler = async (req, res) => {
    res.json(await publicTabById(String(req.params.id), passphrase));
  };
  const getTabBySlugs: RequestHandler = async (req, res) => {
    const { artistSlug, tabSlug } = paramsOf<{ artistSlug: string; tabSlug: string }>(req);
    const tab = await publicTabBySlugs(artistSlug, tabSlug, passphrase);
    // The kept answer is dropped when this tab changes, not when another one does.
    res.locals.contentKeys = [tabKey(tab.id)];
    res.json(tab);
  };
  return { getTab, getTabBySlugs };
}
