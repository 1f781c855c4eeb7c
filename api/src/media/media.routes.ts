import {
  ATTACHMENT_MAX_BYTES,
  attachmentDeleteBody,
  attachmentUploadFields,
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  mediaDeleteBody,
  mediaUploadFields,
} from '@acorduri/contracts';
import { Router } from 'express';
import { requireAdmin, requireUser } from '../auth/guards';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import { singleFileUpload } from './fileUpload';
import { deleteAttachment, deleteMedia, postAttachment, postMedia } from './media.controller';

/**
 * Tab attachments (the author or an admin) and the media library (admins only: the screens that upload media are
 * the admin file and media managers). Files are served by `mediaRoutes` at /media.
 */
export function mediaApiRoutes(): Router {
  const router = Router();
  router.post(
    '/user/tab/attachment',
    requireUser,
    writeLimiter,
    singleFileUpload(ATTACHMENT_MAX_BYTES, MEDIA_MESSAGES.attachmentTooLarge),
    validate({ body: attachmentUploadFields }),
    postAttachment,
  );
  router.delete(
    '/user/tab/attachment',
    requireUser,
    writeLimiter,
    validate({ body: attachmentDeleteBody }),
    deleteAttachment,
  );
  router.post(
    '/user/media',
    requireAdmin,
    writeLimiter,
    singleFileUpload(MEDIA_MAX_BYTES, MEDIA_MESSAGES.mediaTooLarge),
    validate({ body: mediaUploadFields }),
    postMedia,
  );
  router.delete('/user/media', requireAdmin, writeLimiter, validate({ body: mediaDeleteBody }), deleteMedia);
  return router;
}
