import { type AssetFile, type MediaKind, mediaUploadFields } from '@acorduri/contracts';
import type { CustomEditorProps, ListDefinition } from '@acorduri/list-toolkit';
import styled from 'styled-components';
import { MEDIA_MANAGER_MESSAGES as M } from '../../messages';
import {
  ASSET_REMOVE,
  assetRowId,
  assetUrl,
  KIND_COLUMN,
  LAST_MODIFIED_COLUMN,
  sizeColumn,
} from '../media-library/assetColumns';
import { UploadDialog } from '../media-library/UploadDialog';

/** Admin spec §5: the media dialog takes png, jpeg, bmp (the img folder), pdf, mp3 and midi. */
const DESTINATIONS: readonly { value: MediaKind; label: string }[] = [
  { value: 'img', label: M.destinationImg },
  { value: 'pdf', label: 'pdf' },
  { value: 'mp3', label: 'mp3' },
  { value: 'midi', label: 'midi' },
];

const Thumbnail = styled.img`
  width: 48px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  vertical-align: middle;
  margin-right: ${({ theme }) => theme.spacing.sm};
`;

function MediaUploadDialog({ list, onClose }: CustomEditorProps<AssetFile>) {
  return (
    <UploadDialog
      title={M.uploadTitle}
      kinds={DESTINATIONS}
      path="/api/user/media"
      schema={mediaUploadFields}
      withFilename={false}
      list={list}
      onClose={onClose}
    />
  );
}

/** Media (admin.md §2): the library newest first, searchable, images with a thumbnail, uploads on top. */
export const MEDIA_LIST: ListDefinition<AssetFile> = {
  caption: M.caption,
  emptyMessage: M.empty,
  loadErrorMessage: M.loadFailed,
  api: { path: '/api/admin/media', rowsKey: 'files', create: {}, remove: ASSET_REMOVE },
  rowId: assetRowId,
  columns: [
    {
      id: 'filename',
      header: M.columnFile,
      cell: (file) => (
        <a href={assetUrl(file)} target="_blank" rel="noreferrer">
          {file.kind === 'img' ? <Thumbnail src={assetUrl(file)} alt="" loading="lazy" /> : null}
          {file.filename}
        </a>
      ),
    },
    KIND_COLUMN,
    sizeColumn(false),
    LAST_MODIFIED_COLUMN,
  ],
  search: { placeholder: M.searchPlaceholder },
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
  editor: { kind: 'custom', component: MediaUploadDialog },
};
