import {
  ADMIN_TAG_MESSAGES,
  type AdminTagFileResult,
  adminNewTagBody,
  adminTagUpdateBody,
  apiFetch,
  type TagView,
} from '@acorduri/contracts';
import type { ListDefinition } from '@acorduri/list-toolkit';
import { Chip, Icon } from '@acorduri/ui-kit';
import { TAG_MESSAGES as M } from '../../messages';

/** POST /api/admin/tag/cache rewrites the public tag file (tag-data.json) the site reads. */
async function generateTagFile(): Promise<string> {
  await apiFetch<AdminTagFileResult>('/api/admin/tag/cache', { method: 'POST' });
  return ADMIN_TAG_MESSAGES.fileGenerated;
}

/** Categorii (admin.md §2): id desc, 10 per page, visibility filter, the tag file button. */
export const TAGS_LIST: ListDefinition<TagView> = {
  caption: M.caption,
  emptyMessage: M.empty,
  api: { path: '/api/admin/tag', rowsKey: 'tags', create: {}, update: {}, remove: {} },
  columns: [
    { id: 'id', header: M.columnId, text: (tag) => tag.id, sortable: true, hideOnMobile: true },
    { id: 'name', header: M.columnName, text: (tag) => tag.name, sortable: true },
    { id: 'slug', header: M.columnSlug, text: (tag) => tag.slug, hideOnMobile: true },
    {
      id: 'tab_count',
      header: M.columnTabs,
      sortable: true,
      align: 'center',
      cell: (tag) => <Chip tone="success" size="sm" label={tag.tabCount} />,
    },
    {
      id: 'isPublic',
      header: M.columnPublic,
      align: 'center',
      cell: (tag) => (
        <Icon name={tag.isPublic ? 'public' : 'lock'} title={tag.isPublic ? M.public : M.private} />
      ),
    },
  ],
  search: {},
  filters: [
    {
      id: 'isPublic',
      label: M.filterVisibility,
      kind: 'select',
      options: [
        { value: '0', label: M.visibilityPrivate },
        { value: '1', label: M.visibilityPublic },
      ],
    },
  ],
  sorts: [
    { label: M.sortNewest, orderby: 'id', sort: 'desc' },
    { label: M.sortName, orderby: 'name', sort: 'asc' },
    { label: M.sortTabs, orderby: 'tab_count', sort: 'desc' },
  ],
  defaultSort: { orderby: 'id', sort: 'desc' },
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 10,
  rowTone: (tag) => (tag.isPublic ? undefined : 'muted'),
  rowLabel: (tag) => tag.name,
  canDelete: (tag) => tag.tabCount === 0,
  deleteConfirm: { title: M.deleteTitle, message: (tag) => M.deleteQuestion(tag.name) },
  addLabel: M.add,
  editor: {
    kind: 'form',
    width: 500,
    titles: { add: M.dialogAdd, edit: M.dialogEdit },
    submitLabels: { add: M.submitAdd, edit: M.submitEdit },
    fields: [
      { name: 'name', label: M.fieldName, kind: 'text' },
      { name: 'isPublic', label: M.fieldPublic, kind: 'checkbox' },
    ],
    createSchema: adminNewTagBody,
    updateSchema: adminTagUpdateBody,
    // A new tag is private (spec §2).
    initialValues: (tag) => ({ name: tag?.name ?? '', isPublic: tag?.isPublic ?? false }),
  },
  toolbarActions: [{ id: 'tag-file', label: M.generateFile, icon: 'storage', run: generateTagFile }],
};
