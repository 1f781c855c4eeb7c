import type { AdminFileQuery, AssetFile, MediaKind } from '@acorduri/contracts';
import type { Request, RequestHandler } from 'express';
import { describeObject, recordAdminAction } from '../admin/adminAudit';
import { EVENT } from '../events/eventTypes';
import { bodyOf, queryOf } from '../http/validate';
import { listAssetFiles } from './adminFile.service';
import { uploadAsset } from './assets.service';

/** Logs an upload as `file <id> «img/coperta.png»`. */
export function recordAdminUpload(req: Request, asset: AssetFile): Promise<void> {
  return recordAdminAction(
    req,
    EVENT.adminFileUploaded,
    describeObject('file', asset.id, `${asset.kind}/${asset.filename}`),
  );
}

/** GET /api/admin/file and GET /api/admin/media → `{ files, total }`. */
export const getAssetFiles: RequestHandler = async (req, res) => {
  res.json(await listAssetFiles(queryOf<AdminFileQuery>(req)));
};

/** POST /api/admin/file (multipart fileData, kind, filename, overwrite) → the stored file, 201; 409 for a namesake. */
export const postAdminFile: RequestHandler = async (req, res) => {
  const { kind, filename, overwrite } = bodyOf<{ kind: MediaKind; filename: string; overwrite: boolean }>(
    req,
  );
  const asset = await uploadAsset(kind, req.file, { requestedName: filename, overwrite });
  await recordAdminUpload(req, asset);
  res.status(201).json(asset);
};
