import type { AssetFile } from '@acorduri/contracts';
import type { DataTableColumn } from '@acorduri/ui-kit';
import { formatDateTime } from '@acorduri/ui-kit';
import { filesize } from 'filesize';
import { ASSET_MESSAGES as M } from '../../messages';

/** Where the site serves a stored file (admin.md §2: /media/{kind}/{filename}). */
export const assetUrl = (file: AssetFile) => `/media/${file.kind}/${encodeURIComponent(file.filename)}`;

/** 1.5 MB as '1,5 MB': the Romanian decimal comma. */
export const formatFileSize = (bytes: number) => filesize(bytes, { locale: 'ro', round: 1 });

/** The file and media managers' row id: one file per folder and name (an upload of a namesake replaces it). */
export const assetRowId = (file: AssetFile) => `${file.kind}/${file.filename}`;

/** Deletes go through DELETE /api/user/media with the folder and the name (admin.md §7). */
export const ASSET_REMOVE = {
  path: '/api/user/media',
  body: (file: AssetFile) => ({ kind: file.kind, filename: file.filename }),
};

export const filenameColumn = (sortable: boolean): DataTableColumn<AssetFile> => ({
  id: 'filename',
  header: M.columnFilename,
  sortable,
  cell: (file) => (
    <a href={assetUrl(file)} target="_blank" rel="noreferrer">
      {file.filename}
    </a>
  ),
});

export const sizeColumn = (sortable: boolean): DataTableColumn<AssetFile> => ({
  id: 'size',
  header: M.columnSize,
  sortable,
  align: 'right',
  text: (file) => formatFileSize(file.size),
});

export const KIND_COLUMN: DataTableColumn<AssetFile> = {
  id: 'kind',
  header: M.columnKind,
  text: (file) => file.kind,
};

/** lastModified is in unix seconds (admin.md §3). */
export const LAST_MODIFIED_COLUMN: DataTableColumn<AssetFile> = {
  id: 'last_modified',
  header: M.columnLastModified,
  sortable: true,
  hideOnMobile: true,
  text: (file) => formatDateTime(file.lastModified * 1000),
};
