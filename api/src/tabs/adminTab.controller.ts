import {
  type AdminTabApproveInput,
  type AdminTabListQuery,
  type AdminTabRejectInput,
  type AdminTabUpdateInput,
  type AttachmentKind,
  PATHS,
} from '@acorduri/contracts';
import type { Request, RequestHandler, Response } from 'express';
import { describeObject, recordAdminAction } from '../admin/adminAudit';
import { userOf } from '../auth/guards';
import { EVENT, type EventCode } from '../events/eventTypes';
import { bodyOf, paramsOf, queryOf } from '../http/validate';
import type { Mailer } from '../mail/mailer';
import { removeAttachment, uploadAttachment } from '../media/attachments.service';
import {
  adminTabById,
  approveAdminTab,
  deleteAdminTab,
  type ReviewDecision,
  rejectAdminTab,
  updateAdminTab,
} from './adminTab.service';
import { listAdminTabs } from './adminTabList';
import { decisionMailFor } from './tabReview.service';

type AttachmentFields = { tabId: string; kind: AttachmentKind };

export interface AdminTabControllerOptions {
  readonly passphrase: string;
  /** The site's address, for the link in the author's mail. */
  readonly publicUrl: string;
  readonly mailer: Mailer;
}

/** The tab manager's calls; every write is recorded in the event log with the tab it changed. */
export function adminTabController({ passphrase, publicUrl, mailer }: AdminTabControllerOptions) {
  const getTabs: RequestHandler = async (req, res) => {
    res.json(await listAdminTabs(queryOf<AdminTabListQuery>(req)));
  };
  const getTab: RequestHandler = async (req, res) => {
    res.json(await adminTabById(paramsOf<{ id: string }>(req).id, passphrase));
  };
  const putTab: RequestHandler = async (req, res) => {
    const { tab, change } = await updateAdminTab(bodyOf<AdminTabUpdateInput>(req), passphrase);
    await recordAdminAction(req, EVENT.adminTabUpdated, describeObject('tab', tab.id, tab.title));
    res.locals.contentChange = change;
    res.json(tab);
  };
  /** Logs the decision and mails the author (a mail that fails is logged: the decision stands). */
  const decided = async (req: Request, res: Response, decision: ReviewDecision, code: EventCode) => {
    await recordAdminAction(req, code, describeObject('tab', decision.tab.id, decision.tab.title));
    const mail = await decisionMailFor(decision.record, decision.wasPublic, `${publicUrl}${PATHS.myTabs}`);
    if (mail) await mailer.send(mail).catch((err: unknown) => req.log.error({ err }, 'review mail not sent'));
    res.json(decision.tab);
  };
  const approveTab: RequestHandler = async (req, res) => {
    const decision = await approveAdminTab(bodyOf<AdminTabApproveInput>(req), passphrase);
    await decided(req, res, decision, decision.wasPublic ? EVENT.adminTabApproved : EVENT.adminTabPublished);
  };
  const rejectTab: RequestHandler = async (req, res) => {
    const decision = await rejectAdminTab(bodyOf<AdminTabRejectInput>(req), passphrase);
    await decided(req, res, decision, EVENT.adminTabRejected);
  };
  const deleteTab: RequestHandler = async (req, res) => {
    const { id } = bodyOf<{ id: string }>(req);
    const title = await deleteAdminTab(id);
    await recordAdminAction(req, EVENT.adminTabDeleted, describeObject('tab', id, title));
    res.json(true);
  };
  const postAttachment: RequestHandler = async (req, res) => {
    const fields = bodyOf<AttachmentFields>(req);
    const filename = await uploadAttachment(userOf(req), fields, req.file);
    await recordAdminAction(
      req,
      EVENT.adminTabAttachmentUploaded,
      describeObject('tab', fields.tabId, filename),
    );
    res.status(201).json({ filename });
  };
  const deleteAttachment: RequestHandler = async (req, res) => {
    const fields = bodyOf<AttachmentFields>(req);
    const removed = await removeAttachment(userOf(req), fields);
    await recordAdminAction(
      req,
      EVENT.adminTabAttachmentDeleted,
      describeObject('tab', fields.tabId, fields.kind),
    );
    res.json(removed);
  };
  return { getTabs, getTab, putTab, approveTab, rejectTab, deleteTab, postAttachment, deleteAttachment };
}
