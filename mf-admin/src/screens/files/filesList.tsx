import { adminFileUploadFields, MEDIA_KINDS } from '@acorduri/contracts';
import { FILE_MANAGER_MESSAGES as M } from '../../messages';
import { filenameColumn, KIND_COLUMN, LAST_MODIFIED_COLUMN, sizeColumn } from '../media-library/assetColumns';
import { assetListDefinition } from '../media-library/assetList';

const KIND_OPTIONS = MEDIA_KINDS.map((kind) => ({ value: kind, label: kind }));

/** The file manager (admin.md §2): name, size, folder, last modified; a folder filter; uploads with a name. */
export const FILES_LIST = assetListDefinition({
  messages: M,
  path: '/api/admin/file',
  columns: [filenameColumn(true), sizeColumn(true), KIND_COLUMN, LAST_MODIFIED_COLUMN],
  upload: { kinds: KIND_OPTIONS, path: '/api/admin/file', schema: adminFileUploadFields, withFilename: true },
  extra: {
    filters: [{ id: 'kind', label: M.filterKind, kind: 'select', options: KIND_OPTIONS }],
    sorts: [
      { label: M.sortNewest, orderby: 'last_modified', sort: 'desc' },
      { label: M.sortName, orderby: 'filename', sort: 'asc' },
      { label: M.sortLargest, orderby: 'size', sort: 'desc' },
    ],
  },
});
