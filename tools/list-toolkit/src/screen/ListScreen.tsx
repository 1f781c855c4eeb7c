import { messagesOfError } from '@acorduri/contracts';
import { ConfirmDialog, DataTable, type DataTableColumn, FilterPanel, type RowId } from '@acorduri/ui-kit';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { filterQuery, stateConfigOf } from '../data/definitionQuery';
import { isAuthFailure, useCallAlerts } from '../data/useCallAlerts';
import { useListData } from '../data/useListData';
import type { ListDefinition, RowAction } from '../definition';
import { FormDialog } from '../form/FormDialog';
import { MESSAGES } from '../messages';
import type { ListQuery } from '../state/listQuery';
import { useUrlListState } from '../state/useUrlListState';
import { CallAlertList } from './CallAlertList';
import { FilterControl } from './FilterControl';
import { ListToolbar } from './ListToolbar';
import { listTableProps } from './listTableProps';
import { RowActionsCell } from './RowActionsCell';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

/** A question the admin answers with Da/Nu before a call runs. */
interface PendingConfirm {
  readonly title: string;
  readonly message: string;
  readonly run: () => Promise<unknown>;
}

/** The table's message when the list cannot be read: the screen's own words first, then the call's. */
const loadErrorText = (screenMessage: string | undefined, error: unknown): string =>
  [screenMessage, ...messagesOfError(error)].filter(Boolean).join(' ');

/** Which dialog is open: adding (row null) or editing a row. */
type Editing<Row> = { readonly row: Row | null } | null;

/**
 * A described admin list (spec §2 "Common behaviour"): toolbar, filter panel, server-paged table with its row
 * icons, the add/edit dialog, delete confirmations and the closable alerts. All list state lives in the URL.
 */
export function ListScreen<Row>({
  definition,
  aboveTable,
}: {
  readonly definition: ListDefinition<Row>;
  /** Shown between the filters and the table, for the settled search and filters (e.g. a chart of the list). */
  readonly aboveTable?: (filters: ListQuery) => ReactNode;
}) {
  const config = useMemo(() => stateConfigOf(definition), [definition]);
  const list = useUrlListState(config);
  const data = useListData(definition, list.settled);
  const settledFilters = useMemo(() => filterQuery(definition, list.settled), [definition, list.settled]);
  const { alerts, report, notify, dismiss } = useCallAlerts();
  const [filtersOpen, setFiltersOpen] = useState(list.activeFilterCount > 0);
  const [editing, setEditing] = useState<Editing<Row>>(null);
  const [confirming, setConfirming] = useState<PendingConfirm | null>(null);
  const [selection, setSelection] = useState<{ readonly page: unknown; readonly ids: RowId[] }>({
    page: null,
    ids: [],
  });
  const { api, editor } = definition;

  // A list that answers 401/403 leaves for /login; other load failures show in the table with a retry.
  useEffect(() => {
    if (isAuthFailure(data.error)) report(data.error);
  }, [data.error, report]);
  // A page left empty by deletes, or a link past the end, shows the last page that has rows instead.
  const lastPage = Math.max(1, Math.ceil(data.total / list.settled.pageSize));
  const pastTheEnd = data.hasData && data.rows.length === 0 && list.settled.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) list.setPage(lastPage, 'replace');
  }, [pastTheEnd, lastPage, list.setPage]);
  // Selection is per page (spec: users "selectable per page"): another page starts with nothing selected.
  const selected = selection.page === list.settled ? selection.ids : [];

  const attempt = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      report(error);
    }
  };

  const askDelete = definition.deleteConfirm
    ? (row: Row) => {
        const confirm = definition.deleteConfirm;
        if (!confirm) return;
        setConfirming({ title: confirm.title, message: confirm.message(row), run: () => data.remove(row) });
      }
    : undefined;

  const runAction = (action: RowAction<Row>, row: Row) => {
    const run = () => data.runOnRow(() => action.run(row));
    if (action.confirm) {
      setConfirming({ title: action.confirm.title, message: action.confirm.message(row), run });
    } else void attempt(run);
  };

  const canEdit = editor && (editor.kind === 'custom' || api.update);
  const hasActions = canEdit || api.remove || (definition.rowActions?.length ?? 0) > 0;
  const columns: DataTableColumn<Row>[] = hasActions
    ? [
        ...definition.columns,
        {
          id: 'actions',
          header: MESSAGES.actions,
          align: 'right',
          // Always in view, however wide the other columns are (a row's edit and delete icons).
          pinned: 'end',
          cell: (row) => (
            <RowActionsCell
              definition={definition}
              row={row}
              onEdit={canEdit ? (current) => setEditing({ row: current }) : undefined}
              onDelete={api.remove ? askDelete : undefined}
              onAction={runAction}
            />
          ),
        },
      ]
    : [...definition.columns];

  const toolbar = (
    <ListToolbar
      definition={definition}
      list={list}
      onAdd={editor && api.create ? () => setEditing({ row: null }) : undefined}
      onAction={(run) => attempt(async () => notify(await run()))}
    />
  );

  /** With `reloadAfterSave`, a saved add or edit sends the list back to page 1, read again from the server. */
  const afterSave = async <T,>(saving: Promise<T>): Promise<T> => {
    const saved = await saving;
    if (definition.reloadAfterSave) {
      if (list.state.page !== 1) list.setPage(1);
      await data.reloadAll();
    }
    return saved;
  };
  const create = (body: unknown) => afterSave(data.create(body));
  const update = (body: unknown, path?: string) => afterSave(data.update(body, path));

  const filters = definition.filters ?? [];
  const editorContext = {
    create,
    update,
    replaceRow: data.replaceRow,
    insertRow: data.insertRow,
    reload: () => void data.reload(),
    report,
  };

  return (
    <Layout>
      <CallAlertList alerts={alerts} onDismiss={dismiss} />
      {filters.length > 0 ? (
        <FilterPanel
          open={filtersOpen}
          onOpenChange={setFiltersOpen}
          activeCount={list.activeFilterCount}
          onClear={list.resetFilters}
          toolbar={toolbar}
        >
          {filters.map((filter) => (
            <FilterControl
              key={filter.id}
              filter={filter}
              value={list.state.filters[filter.id]}
              onChange={(value) => list.setFilter(filter.id, value)}
            />
          ))}
        </FilterPanel>
      ) : (
        <div>{toolbar}</div>
      )}
      {aboveTable?.(settledFilters)}
      <DataTable<Row>
        caption={definition.caption}
        columns={columns}
        rows={data.rows}
        getRowId={data.rowId}
        emptyMessage={definition.emptyMessage ?? MESSAGES.empty}
        highlight={list.state.search}
        getRowTone={definition.rowTone}
        selectable={api.removeMany !== undefined}
        selectedIds={selected}
        onSelectionChange={(ids) => setSelection({ page: list.settled, ids })}
        isRowSelectable={definition.canSelect}
        bulkAction={
          api.removeMany
            ? {
                label: MESSAGES.deleteSelected,
                tone: 'danger',
                onAction: (ids) =>
                  setConfirming({
                    title: MESSAGES.confirmTitle,
                    message:
                      api.removeMany?.confirm?.(data.rows.filter((row) => ids.includes(data.rowId(row)))) ??
                      MESSAGES.deleteSelectedQuestion(ids.length),
                    run: () => data.removeMany(ids),
                  }),
              }
            : undefined
        }
        {...listTableProps(
          list,
          {
            data: data.hasData ? { total: data.total } : undefined,
            error: data.error,
            isValidating: data.isValidating,
            mutate: data.reload,
          },
          definition.pageSizes,
        )}
        error={data.error ? loadErrorText(definition.loadErrorMessage, data.error) : undefined}
      />
      {editing && editor?.kind === 'form' ? (
        <FormDialog
          editor={editor}
          row={editing.row}
          rowId={data.rowId}
          onClose={() => setEditing(null)}
          submit={(body) => (editing.row === null ? create(body) : update(body))}
          onAuthFailure={report}
        />
      ) : null}
      {editing && editor?.kind === 'custom' ? (
        <editor.component row={editing.row} onClose={() => setEditing(null)} list={editorContext} />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.title}
        message={confirming?.message ?? ''}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const run = confirming?.run;
          // The row leaves at once (optimistic); a refusal brings it back with a warning.
          setConfirming(null);
          if (run) void attempt(run);
        }}
      />
    </Layout>
  );
}
