import type { TabListQuery } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { paramsOf, queryOf } from '../http/validate';
import { listPublicTabs, publicTabById, publicTabBySlugs } from './tab.service';

export const getTabs: RequestHandler = async (req, res) => {
  res.json(await listPublicTabs(queryOf<TabListQuery>(req)));
};

/** Handlers answering a tab's body need the passphrase it is encrypted with. */
export function tabController(passphrase: string) {
  const getTab: RequestHandler = async (req, res) => {
    res.json(await publicTabById(paramsOf<{ id: string }>(req).id, passphrase));
  };
  const getTabBySlugs: RequestHandler = async (req, res) => {
    const { artistSlug, tabSlug } = paramsOf<{ artistSlug: string; tabSlug: string }>(req);
    res.json(await publicTabBySlugs(artistSlug, tabSlug, passphrase));
  };
  return { getTab, getTabBySlugs };
}
