import { apiFetch, type Chord } from '@acorduri/contracts';
import type { ListDefinition } from '@acorduri/list-toolkit';
import { formatDateTime } from '@acorduri/ui-kit';
import { RemoteChordDiagram } from '../../federation/RemoteChordDiagram';
import { CHORD_EDITOR_MESSAGES as M } from '../../messages';
import { ChordDialog } from './ChordDialog';
import { CHORD_ROOT_SOURCE, CHORD_TYPE_SOURCE } from './chordLookups';

/** POST /api/admin/chord/cache writes /cache/chordDatabase.json, which the public dictionary reads. */
async function generateChordDatabase(): Promise<string> {
  const { chords } = await apiFetch<{ chords: number }>('/api/admin/chord/cache', { method: 'POST' });
  return M.databaseGenerated(chords);
}

/** A chord's first variant for an instrument, drawn by mf-chords, or a dash when it has none. */
function firstDiagram(chord: Chord, instrument: 'guitar' | 'piano') {
  const [variant] = chord[instrument];
  return variant ? (
    <RemoteChordDiagram instrument={instrument} chord={chord.name} variant={variant} />
  ) : (
    <span>{M.noVariant}</span>
  );
}

/** Editor acorduri (admin.md §2, §9): created_at desc, 5 per page, root and type filters, the database button. */
export const CHORDS_LIST: ListDefinition<Chord> = {
  caption: M.caption,
  emptyMessage: M.empty,
  loadErrorMessage: M.loadFailed,
  api: { path: '/api/admin/chord', rowsKey: 'chords', create: {}, update: {}, remove: {} },
  columns: [
    { id: 'name', header: M.columnName, text: (chord) => chord.name, sortable: true },
    { id: 'root', header: M.columnRoot, text: (chord) => chord.root, sortable: true },
    { id: 'type', header: M.columnType, text: (chord) => chord.type?.fullName ?? M.noType },
    { id: 'guitar', header: M.columnGuitar, cell: (chord) => firstDiagram(chord, 'guitar') },
    { id: 'piano', header: M.columnPiano, cell: (chord) => firstDiagram(chord, 'piano'), hideOnMobile: true },
    {
      id: 'created_at',
      header: M.columnCreated,
      text: (chord) => formatDateTime(chord.createdAt),
      sortable: true,
      hideOnMobile: true,
    },
    {
      id: 'updated_at',
      header: M.columnUpdated,
      text: (chord) => formatDateTime(chord.updatedAt),
      sortable: true,
      hideOnMobile: true,
    },
  ],
  search: { placeholder: M.searchPlaceholder },
  filters: [
    { id: 'root', label: M.filterRoot, kind: 'lookup', source: CHORD_ROOT_SOURCE },
    { id: 'typeId', label: M.filterType, kind: 'lookup', source: CHORD_TYPE_SOURCE },
  ],
  sorts: [
    { label: M.sortNewest, orderby: 'created_at', sort: 'desc' },
    { label: M.sortUpdated, orderby: 'updated_at', sort: 'desc' },
    { label: M.sortName, orderby: 'name', sort: 'asc' },
  ],
  defaultSort: { orderby: 'created_at', sort: 'desc' },
  pageSizes: [5, 10, 20, 50, 100],
  defaultPageSize: 5,
  rowLabel: (chord) => chord.name,
  deleteConfirm: { title: M.deleteTitle, message: (chord) => M.deleteQuestion(chord.name) },
  addLabel: M.add,
  editor: { kind: 'custom', component: ChordDialog },
  toolbarActions: [
    { id: 'chord-database', label: M.generateDatabase, icon: 'storage', run: generateChordDatabase },
  ],
};
