import { type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { arrowDownIconPath, arrowUpIconPath } from '../../icons/iconPaths';
import { PathIcon } from '../../icons/PathIcon';
import { MESSAGES } from '../../messages';
import { focusRing, visuallyHidden } from '../../styles/mixins';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { ErrorPanel } from '../ErrorPanel/ErrorPanel';
import { Highlight } from '../Highlight/Highlight';
import { Paginator } from '../Paginator/Paginator';
import { Spinner } from '../Spinner/Spinner';
import { nextSort } from './nextSort';
import type { BulkAction, DataTableColumn, DataTablePagination, RowId, RowTone, SortState } from './types';

export interface DataTableProps<T> {
  /** Names the table (visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: ReadonlyArray<DataTableColumn<T>>;
  rows: readonly T[];
  getRowId: (row: T) => RowId;
  /** Rows stay visible (dimmed) while a new page loads. */
  loading?: boolean;
  /** A load error replaces the rows. */
  error?: ReactNode;
  onRetry?: () => void;
  emptyMessage?: ReactNode;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Server-side paging; leave out to show all rows (the home page tables). */
  pagination?: DataTablePagination;
  /** Checkbox per row and a select-all for the page. */
  selectable?: boolean;
  selectedIds?: readonly RowId[];
  onSelectionChange?: (ids: RowId[]) => void;
  isRowSelectable?: (row: T) => boolean;
  /** Shown above the table while rows are selected (the spec's 'Șterge selectate'). */
  bulkAction?: BulkAction;
  /** Current search text: `text` cells highlight their matches. */
  highlight?: string;
  /** Styles a row differently (expired account, unpublished tab). */
  getRowTone?: (row: T) => RowTone | undefined;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Scroll = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${focusRing}
`;

// A reload keeps the rows at full contrast (dimmed text fails WCAG contrast); the spinner and aria-busy say it.
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Caption = styled.caption<{ $visible: boolean }>`
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${({ $visible }) => ($visible ? '' : visuallyHidden)}
`;

const cellPadding = css`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
`;

/**
 * A pinned column (the row's actions) stays at the table's right edge while the other columns scroll sideways
 * under it; it takes the row's background so nothing shows through.
 */
const pinnedEnd = css`
  position: sticky;
  right: 0;
  z-index: 1;
  background: inherit;
  box-shadow: inset 1px 0 0 ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

const Th = styled.th<{ $align: string; $width?: string; $pinned?: boolean }>`
  ${cellPadding}
  width: ${({ $width }) => $width ?? 'auto'};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
  ${({ $pinned }) => ($pinned ? pinnedEnd : '')}
`;

const Td = styled.td<{ $align: string; $pinned?: boolean }>`
  ${cellPadding}
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  ${({ $pinned }) => ($pinned ? pinnedEnd : '')}
`;

const Tr = styled.tr<{ $tone?: RowTone; $selected: boolean }>`
  background: ${({ theme, $tone, $selected }) =>
    $selected
      ? theme.colors.infoSurface
      : $tone === 'warning'
        ? theme.colors.warningSurface
        : theme.colors.surface};
  color: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.textMuted : 'inherit')};
  font-style: ${({ $tone }) => ($tone === 'muted' ? 'italic' : 'normal')};

  &:last-child > td {
    border-bottom: none;
  }
  tbody &:hover {
    background: ${({ theme, $selected }) => ($selected ? theme.colors.infoSurface : theme.colors.surfaceHover)};
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: 2px 4px;
  margin: -2px -4px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusRing}
`;

const SortIcon = styled.span<{ $active: boolean }>`
  display: inline-flex;
  opacity: ${({ $active }) => ($active ? 1 : 0.35)};
`;

const Message = styled.td`
  ${cellPadding}
  padding-top: ${({ theme }) => theme.spacing.lg};
  padding-bottom: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;
`;

const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSurface};
`;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The admin and account lists: server-side sorting and paging, optional row selection with one bulk action,
 * highlighted search matches, loading/empty/error states, and columns left out on phones.
 */
export function DataTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowId,
  loading = false,
  error,
  onRetry,
  emptyMessage = MESSAGES.noResults,
  sort,
  onSortChange,
  pagination,
  selectable = false,
  selectedIds = [],
  onSelectionChange,
  isRowSelectable = () => true,
  bulkAction,
  highlight = '',
  getRowTone,
}: DataTableProps<T>) {
  const isMobile = useIsMobile();
  const captionId = useId();
  const visibleColumns = columns.filter((column) => !(isMobile && column.hideOnMobile));
  const columnCount = visibleColumns.length + (selectable ? 1 : 0);

  const selected = new Set(selectedIds);
  const selectableIds = rows.filter(isRowSelectable).map(getRowId);
  const selectedOnPage = selectableIds.filter((id) => selected.has(id));
  const allSelected = selectableIds.length > 0 && selectedOnPage.length === selectableIds.length;

  const setSelected = (ids: Iterable<RowId>) => onSelectionChange?.([...new Set(ids)]);
  const toggleRow = (id: RowId, checked: boolean) =>
    setSelected(checked ? [...selected, id] : [...selected].filter((other) => other !== id));
  const toggleAll = (checked: boolean) =>
    setSelected(
      checked ? [...selected, ...selectableIds] : [...selected].filter((id) => !selectableIds.includes(id)),
    );

  const renderBody = () => {
    if (error) {
      return (
        <tr>
          <Message colSpan={columnCount}>
            <ErrorPanel message={error} onRetry={onRetry} headingLevel={3} />
          </Message>
        </tr>
      );
    }
    if (rows.length === 0) {
      return (
        <tr>
          <Message colSpan={columnCount}>{loading ? <Spinner /> : emptyMessage}</Message>
        </tr>
      );
    }
    return rows.map((row) => {
      const id = getRowId(row);
      const isSelected = selected.has(id);
      return (
        <Tr key={id} $tone={getRowTone?.(row)} $selected={isSelected}>
          {selectable ? (
            <Td $align="center">
              {isRowSelectable(row) ? (
                <Checkbox
                  aria-label={MESSAGES.selectRow}
                  checked={isSelected}
                  onChange={(checked) => toggleRow(id, checked)}
                />
              ) : null}
            </Td>
          ) : null}
          {visibleColumns.map((column) => (
            <Td key={column.id} $align={column.align ?? 'left'} $pinned={column.pinned === 'end'}>
              {column.cell ? (
                column.cell(row, { highlight })
              ) : column.text ? (
                <Highlight text={column.text(row)} query={highlight} words />
              ) : null}
            </Td>
          ))}
        </Tr>
      );
    });
  };

  return (
    <Wrapper>
      {bulkAction && selected.size > 0 ? (
        <BulkBar role="status">
          <span>{MESSAGES.selectedCount(selected.size)}</span>
          <Button
            size="sm"
            variant={bulkAction.tone === 'danger' ? 'danger' : 'primary'}
            onClick={() => bulkAction.onAction([...selected])}
          >
            {bulkAction.label} ({selected.size})
          </Button>
        </BulkBar>
      ) : null}
      <Scroll role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table aria-busy={loading || undefined}>
          <Caption id={captionId} $visible={showCaption}>
            {caption}
          </Caption>
          <thead>
            <Tr $selected={false}>
              {selectable ? (
                <Th $align="center" $width="48px" scope="col">
                  <Checkbox
                    aria-label={MESSAGES.selectAllRows}
                    checked={allSelected}
                    indeterminate={selectedOnPage.length > 0 && !allSelected}
                    disabled={selectableIds.length === 0}
                    onChange={toggleAll}
                  />
                </Th>
              ) : null}
              {visibleColumns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : undefined;
                return (
                  <Th
                    key={column.id}
                    scope="col"
                    $align={column.align ?? 'left'}
                    $width={column.width}
                    $pinned={column.pinned === 'end'}
                    aria-sort={direction ? ARIA_SORT[direction] : undefined}
                  >
                    {column.sortable && onSortChange ? (
                      <SortButton type="button" onClick={() => onSortChange(nextSort(sort, column.id))}>
                        {column.header}
                        <SortIcon aria-hidden="true" $active={direction !== undefined}>
                          <PathIcon
                            path={direction === 'desc' ? arrowDownIconPath : arrowUpIconPath}
                            size="1em"
                          />
                        </SortIcon>
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </Th>
                );
              })}
            </Tr>
          </thead>
          <tbody>{renderBody()}</tbody>
        </Table>
        {loading && rows.length > 0 ? (
          <Overlay>
            <Spinner />
          </Overlay>
        ) : null}
      </Scroll>
      {pagination && !error ? (
        <Paginator
          pageIndex={pagination.pageIndex}
          pageSize={pagination.pageSize}
          total={pagination.total}
          pageSizeOptions={pagination.pageSizeOptions}
          onPageChange={pagination.onPageChange}
          onPageSizeChange={pagination.onPageSizeChange}
          disabled={loading}
        />
      ) : null}
    </Wrapper>
  );
}
