import type { TabContentInput, TabDraftInput, UserTabListQuery } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { userOf } from '../auth/guards';
import { idempotencyKeyOf } from '../http/idempotency';
import { bodyOf, paramsOf, queryOf } from '../http/validate';
import { createTab, deleteOwnTab, listOwnTabs, ownTab, saveDraft } from './userTab.service';

/** The signed-in user's tabs; handlers answering a body need the passphrase it is encrypted with. */
export function userTabController(passphrase: string) {
  const getOwnTabs: RequestHandler = async (req, res) => {
    res.json(await listOwnTabs(userOf(req).id, queryOf<UserTabListQuery>(req)));
  };
  const getOwnTab: RequestHandler = async (req, res) => {
    res.json(await ownTab(userOf(req).id, paramsOf<{ id: string }>(req).id, passphrase));
  };
  const postTab: RequestHandler = async (req, res) => {
    res
      .status(201)
      .json(await createTab(userOf(req).id, bodyOf<TabContentInput>(req), passphrase, idempotencyKeyOf(res)));
  };
  const putDraft: RequestHandler = async (req, res) => {
    res.json(await saveDraft(userOf(req).id, bodyOf<TabDraftInput>(req), passphrase, idempotencyKeyOf(res)));
  };
  const deleteTab: RequestHandler = async (req, res) => {
    res.json(await deleteOwnTab(userOf(req).id, bodyOf<{ id: string }>(req).id));
  };
  return { getOwnTabs, getOwnTab, postTab, putDraft, deleteTab };
}
