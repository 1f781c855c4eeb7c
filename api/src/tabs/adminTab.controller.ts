import type {
  AdminTabApproveInput,
  AdminTabListQuery,
  AdminTabUpdateInput,
  AttachmentKind,
} from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { describeObject, recordAdminAction } from '../admin/adminAudit';
import { userOf } from '../auth/guards';
import { EVENT } from '../events/eventTypes';
import { bodyOf, paramsOf, queryOf } from '../http/validate';
import { removeAttachment, uploadAttachment } from '../media/attachments.service';
import { adminTabById, approveAdminTab, deleteAdminTab, updateAdminTab } from './adminTab.service';
import { listAdminTabs } from './adminTabList';

type AttachmentFields = { tabId: string; kind: AttachmentKind };

/** The tab manager's calls; every write is recorded in the event log with the tab it changed. */
export function adminTabController(passphrase: string) {
  const getTabs: RequestHandler = async (req, res) => {
    res.json(await listAdminTabs(queryOf<AdminTabListQuery>(req)));
  };
  const getTab: RequestHandler = async (req, res) => {
    res.json(await adminTabById(paramsOf<{ id: string }>(req).id, passphrase));
  };
  const putTab: RequestHandler = async (req, res) => {
    const tab = await updateAdminTab(bodyOf<AdminTabUpdateInput>(req), passphrase);
    await recordAdminAction(req, EVENT.adminTabUpdated, describeObject('tab', tab.id, tab.title));
    res.json(tab);
  };
  const approveTab: RequestHandler = async (req, res) => {
    const tab = await approveAdminTab(bodyOf<AdminTabApproveInput>(req), passphrase);
    await recordAdminAction(req, EVENT.adminTabApproved, describeObject('tab', tab.id, tab.title));
    res.json(tab);
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
  return { getTabs, getTab, putTab, approveTab, deleteTab, postAttachment, deleteAttachment };
}
