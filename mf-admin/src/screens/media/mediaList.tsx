import { type MediaKind, mediaUploadFields } from '@acorduri/contracts';
import styled from 'styled-components';
import { MEDIA_MANAGER_MESSAGES as M } from '../../messages';
import { assetUrl, KIND_COLUMN, LAST_MODIFIED_COLUMN, sizeColumn } from '../media-library/assetColumns';
import { assetListDefinition } from '../media-library/assetList';

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

/** Media (admin.md §2): the library newest first, searchable, images with a thumbnail, uploads on top. */
export const MEDIA_LIST = assetListDefinition({
  messages: M,
  path: '/api/admin/media',
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
  upload: { kinds: DESTINATIONS, path: '/api/user/media', schema: mediaUploadFields, withFilename: false },
});
