import {
  ATTACHMENT_MAX_BYTES,
  adminIdBody,
  adminTabApproveBody,
  adminTabListQuery,
  adminTabRejectBody,
  adminTabUpdateBody,
  attachmentDeleteBody,
  attachmentUploadFields,
  MEDIA_MESSAGES,
} from '@acorduri/contracts';
import { Router } from 'express';
import type { AppConfig } from '../config/config';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import type { Logger } from '../logger';
import { mailerFor } from '../mail/mailer';
import { singleFileUpload } from '../media/fileUpload';
import { adminTabController } from './adminTab.controller';

/** /api/admin/tab…: the tab manager (behind adminRoutes' guard); attachments take the account area's limits. */
export function adminTabRoutes(config: AppConfig, logger: Logger): Router {
  const router = Router();
  const tabs = adminTabController({
    passphrase: config.tabEncryptionPassphrase,
    publicUrl: config.publicUrl,
    mailer: mailerFor(config, logger),
  });
  router.get('/tab', validate({ query: adminTabListQuery }), tabs.getTabs);
  router.put('/tab', writeLimiter, validate({ body: adminTabUpdateBody }), tabs.putTab);
  router.put('/tab/approve', writeLimiter, validate({ body: adminTabApproveBody }), tabs.approveTab);
  router.put('/tab/reject', writeLimiter, validate({ body: adminTabRejectBody }), tabs.rejectTab);
  router.delete('/tab', writeLimiter, validate({ body: adminIdBody }), tabs.deleteTab);
  router.post(
    '/tab/attachment',
    writeLimiter,
    singleFileUpload(ATTACHMENT_MAX_BYTES, MEDIA_MESSAGES.attachmentTooLarge),
    validate({ body: attachmentUploadFields }),
    tabs.postAttachment,
  );
  router.delete(
    '/tab/attachment',
    writeLimiter,
    validate({ body: attachmentDeleteBody }),
    tabs.deleteAttachment,
  );
  router.get('/tab/:id', validate({ params: adminIdBody }), tabs.getTab);
  return router;
}
