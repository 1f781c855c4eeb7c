import { type AssetFile, adminFileUploadFields, MEDIA_KINDS } from '@acorduri/contracts';
import type { CustomEditorProps, ListDefinition } from '@acorduri/list-toolkit';
import { FILE_MANAGER_MESSAGES as M } from '../../messages';
import {
  ASSET_REMOVE,
  assetRowId,
  filenameColumn,
  KIND_COLUMN,
  LAST_MODIFIED_COLUMN,
  sizeColumn,
} from '../media-library/assetColumns';
import { UploadDialog } from '../media-library/UploadDialog';

const KIND_OPTIONS = MEDIA_KINDS.map((kind) => ({ value: kind, label: kind }));

/** The file manager's upload: a folder, the file and the name to store it under (POST /api/admin/file). */
function FileUploadDialog({ list, onClose }: CustomEditorProps<AssetFile>) {
  return (
    <UploadDialog
      title={M.uploadTitle}
      kinds={KIND_OPTIONS}
      path="/api/admin/file"
      schema={adminFileUploadFields}
      withFilename
      list={list}
      onClose={onClose}
    />
  );
}

/** The file manager (admin.md §2): name, size, folder, last modified; newest first; a folder filter; uploads. */
export const FILES_LIST: ListDefinition<AssetFile> = {
  caption: M.caption,
  emptyMessage: M.empty,
  loadErrorMessage: M.loadFailed,
  api: { path: '/api/admin/file', rowsKey: 'files', create: {}, remove: ASSET_REMOVE },
  rowId: assetRowId,
  columns: [filenameColumn(true), sizeColumn(true), KIND_COLUMN, LAST_MODIFIED_COLUMN],
  search: { placeholder: M.searchPlaceholder },
  filters: [{ id: 'kind', label: M.filterKind, kind: 'select', options: KIND_OPTIONS }],
  sorts: [
    { label: M.sortNewest, orderby: 'last_modified', sort: 'desc' },
    { label: M.sortName, orderby: 'filename', sort: 'asc' },
    { label: M.sortLargest, orderby: 'size', sort: 'desc' },
  ],
  defaultSort: { orderby: 'last_modified', sort: 'desc' },
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 10,
  rowLabel: (file) => file.filename,
  // A stored file is replaced by uploading its namesake; the dialog is for uploads only, so rows have no pencil.
  canEdit: () => false,
  deleteConfirm: {
    title: M.deleteTitle,
    message: (file) => M.deleteQuestion(`${file.kind}/${file.filename}`),
  },
  addLabel: M.add,
  editor: { kind: 'custom', component: FileUploadDialog },
};
