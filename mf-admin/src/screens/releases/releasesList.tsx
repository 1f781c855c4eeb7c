import { type AdminReleaseView, AREAS } from '@acorduri/contracts';
import type { ListDefinition } from '@acorduri/list-toolkit';
import { Chip, formatDateTime } from '@acorduri/ui-kit';
import { RELEASE_MESSAGES as T } from '../../messages';
import { ReleaseDialog } from './ReleaseDialog';
import { releaseName, sharedText, sizeText } from './releaseTexts';

function StateCell({ release }: { readonly release: AdminReleaseView }) {
  if (release.live) return <Chip tone="success" size="sm" label={T.live} />;
  if (release.canary)
    return (
      <Chip
        tone="warning"
        size="sm"
        label={release.canary.audience === 'admins' ? T.canaryAdmins : T.canaryShare(release.canary.share)}
      />
    );
  return null;
}

/** Versiuni: every release of every area, newest first; a release's dialog makes it live, a canary, or rolls back. */
export const RELEASES_LIST: ListDefinition<AdminReleaseView> = {
  caption: T.caption,
  emptyMessage: T.empty,
  loadErrorMessage: T.loadError,
  api: { path: '/api/admin/releases', rowsKey: 'releases', update: { path: '/api/admin/releases/promote' } },
  columns: [
    { id: 'remote', header: T.columnArea, text: (r) => T.areas[r.remote] },
    { id: 'version', header: T.columnVersion, text: (r) => r.version },
    { id: 'state', header: T.columnState, cell: (r) => <StateCell release={r} /> },
    {
      id: 'released_at',
      header: T.columnReleased,
      sortable: true,
      text: (r) => formatDateTime(r.releasedAt),
    },
    { id: 'commit', header: T.columnCommit, text: (r) => r.commit, hideOnMobile: true },
    { id: 'size', header: T.columnSize, sortable: true, text: (r) => sizeText(r.size), hideOnMobile: true },
    {
      id: 'failures',
      header: T.columnFailures,
      sortable: true,
      cell: (r) => (
        <Chip size="sm" tone={r.failures > 0 ? 'danger' : 'default'} label={T.failures(r.failures)} />
      ),
    },
    { id: 'shared', header: T.columnShared, text: sharedText, hideOnMobile: true },
  ],
  search: { placeholder: T.searchPlaceholder },
  filters: [
    {
      id: 'remote',
      label: T.filterArea,
      kind: 'select',
      options: AREAS.map((area) => ({ value: area, label: T.areas[area] })),
    },
  ],
  sorts: [
    { label: T.sortNewest, orderby: 'released_at', sort: 'desc' },
    { label: T.sortOldest, orderby: 'released_at', sort: 'asc' },
    { label: T.sortFailures, orderby: 'failures', sort: 'desc' },
    { label: T.sortSize, orderby: 'size', sort: 'desc' },
  ],
  defaultSort: { orderby: 'released_at', sort: 'desc' },
  pageSizes: [10, 20, 50],
  defaultPageSize: 20,
  rowTone: (r) => (r.failures > 0 ? 'warning' : undefined),
  rowLabel: releaseName,
  editor: { kind: 'custom', component: ReleaseDialog },
};
