import type { AssetFile } from '@acorduri/contracts';
import type { CustomEditorProps, ListDefinition } from '@acorduri/list-toolkit';
import { ASSET_REMOVE, assetRowId } from './assetColumns';
import { UploadDialog, type UploadDialogProps } from './UploadDialog';

/** The texts each asset list words its own way. */
export interface AssetListMessages {
  readonly caption: string;
  readonly empty: string;
  readonly loadFailed: string;
  readonly searchPlaceholder: string;
  readonly deleteTitle: string;
  readonly deleteQuestion: (path: string) => string;
  readonly add: string;
  readonly uploadTitle: string;
}

export interface AssetListOptions {
  readonly messages: AssetListMessages;
  /** Where the list reads its rows (GET, rows under `files`). */
  readonly path: string;
  readonly columns: ListDefinition<AssetFile>['columns'];
  readonly upload: Pick<UploadDialogProps, 'kinds' | 'path' | 'schema' | 'withFilename'>;
  /** What one list adds to the shared part: filters, sorts. */
  readonly extra?: Pick<ListDefinition<AssetFile>, 'filters' | 'sorts'>;
}

/**
 * The file and media managers (admin.md §2) are one kind of list: stored files newest first, searchable by name,
 * deleted by folder and name, with an upload dialog in place of an editor.
 */
export function assetListDefinition({
  messages: M,
  path,
  columns,
  upload,
  extra,
}: AssetListOptions): ListDefinition<AssetFile> {
  // biome-ignore lint/correctness/noComponentHookFactories: each list is built once at module load, so the dialog's identity is stable
  function AssetUploadDialog({ list, onClose }: CustomEditorProps<AssetFile>) {
    return <UploadDialog title={M.uploadTitle} {...upload} list={list} onClose={onClose} />;
  }
  return {
    caption: M.caption,
    emptyMessage: M.empty,
    loadErrorMessage: M.loadFailed,
    api: { path, rowsKey: 'files', create: {}, remove: ASSET_REMOVE },
    rowId: assetRowId,
    columns,
    search: { placeholder: M.searchPlaceholder },
    ...extra,
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
    editor: { kind: 'custom', component: AssetUploadDialog },
  };
}
