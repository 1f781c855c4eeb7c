import {
  type AdminFileOrderBy,
  type AdminFileQuery,
  type AssetFileList,
  normaliseSearchText,
} from '@acorduri/contracts';
import type { QueryFilter } from 'mongoose';
import { adminSort, countFor } from '../admin/adminList';
import { escapeRegex, MATCH_NOTHING } from '../search/searchFilter';
import { assetOf } from './assets.service';
import { MediaFileModel, type MediaFileRecord } from './mediaFile.model';
import type { StoredFile } from './mediaStore';

const ORDER_FIELDS: Readonly<Record<AdminFileOrderBy, string>> = {
  filename: 'filename',
  size: 'length',
  last_modified: 'uploadDate',
};

/**
 * Stored names are URL-safe ('coperta-lectia-1.png'), so the query is normalised the same way and any run of
 * separators in it matches any run in the name: 'Copertă lecția' and 'coperta_lectia' both find the file.
 */
function filenameFilter(search: string): QueryFilter<MediaFileRecord> {
  const words = normaliseSearchText(search).split(' ').filter(Boolean);
  if (words.length === 0) return MATCH_NOTHING;
  return { filename: { $regex: words.map(escapeRegex).join('[^a-z0-9]+'), $options: 'i' } };
}

/** GET /api/admin/file and /api/admin/media: one page of the GridFS media library. */
export async function listAssetFiles(query: AdminFileQuery): Promise<AssetFileList> {
  const filter: QueryFilter<MediaFileRecord> = {
    ...(query.kind ? { 'metadata.kind': query.kind } : {}),
    ...(query.search ? filenameFilter(query.search) : {}),
  };
  const [documents, total] = await Promise.all([
    MediaFileModel.find(filter)
      .sort(adminSort(query, ORDER_FIELDS))
      .skip(query.offset)
      .limit(query.limit)
      .lean<StoredFile[]>(),
    countFor(MediaFileModel, filter),
  ]);
  return { files: documents.map(assetOf), total };
}
