import {
  adminFileListQuery,
  adminFileUploadFields,
  adminMediaListQuery,
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
} from '@acorduri/contracts';
import { Router } from 'express';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import { getAssetFiles, postAdminFile } from './adminFile.controller';
import { singleFileUpload } from './fileUpload';

/**
 * The file manager (per folder, sortable, uploads under a chosen name) and the media manager (the same library as
 * one list, newest first) under /api/admin. Deletes go through DELETE /api/user/media, as the spec lists.
 */
export function adminFileRoutes(): Router {
  const router = Router();
  router.get('/file', validate({ query: adminFileListQuery }), getAssetFiles);
  router.get('/media', validate({ query: adminMediaListQuery }), getAssetFiles);
  router.post(
    '/file',
    writeLimiter,
    singleFileUpload(MEDIA_MAX_BYTES, MEDIA_MESSAGES.mediaTooLarge),
    validate({ body: adminFileUploadFields }),
    postAdminFile,
  );
  return router;
}
