import { useId } from 'react';
import styled from 'styled-components';
import {
  chevronLeftIconPath,
  chevronRightIconPath,
  firstPageIconPath,
  lastPageIconPath,
} from '../../icons/iconPaths';
import { PathIcon } from '../../icons/PathIcon';
import { MESSAGES } from '../../messages';
import { IconButton } from '../IconButton/IconButton';

/** The spec's table page sizes. */
export const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 20, 50, 100];

export interface PaginatorProps {
  /** Zero-based page index (offset = pageIndex × pageSize). */
  pageIndex: number;
  pageSize: number;
  total: number;
  onPageChange: (pageIndex: number) => void;
  /** Shows the page-size select; callers go back to the first page (the spec's lists do). */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  disabled?: boolean;
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  padding: ${({ theme }) => theme.spacing.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SizeLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const SizeSelect = styled.select`
  min-height: ${({ theme }) => theme.controlHeight.sm};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const Buttons = styled.div`
  display: inline-flex;
  align-items: center;
`;

/** Last valid page index for a total (0 for an empty list). */
export function lastPageIndex(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / Math.max(1, pageSize)) - 1);
}

/** Server-side paging controls: page size, "1–10 din 34", first/previous/next/last. */
export function Paginator({
  pageIndex,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  disabled = false,
}: PaginatorProps) {
  const sizeId = useId();
  const last = lastPageIndex(total, pageSize);
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  const atStart = pageIndex <= 0 || disabled;
  const atEnd = pageIndex >= last || disabled;
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <Nav aria-label={MESSAGES.pagination} data-print="hide">
      {onPageSizeChange ? (
        <SizeLabel htmlFor={sizeId}>
          {MESSAGES.rowsPerPage}
          <SizeSelect
            id={sizeId}
            value={pageSize}
            disabled={disabled}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </SizeSelect>
        </SizeLabel>
      ) : null}
      <span aria-live="polite">{MESSAGES.rangeOf(from, to, total)}</span>
      <Buttons>
        <IconButton label={MESSAGES.firstPage} size="sm" disabled={atStart} onClick={() => onPageChange(0)}>
          <PathIcon path={firstPageIconPath} />
        </IconButton>
        <IconButton
          label={MESSAGES.previousPage}
          size="sm"
          disabled={atStart}
          onClick={() => onPageChange(pageIndex - 1)}
        >
          <PathIcon path={chevronLeftIconPath} />
        </IconButton>
        <IconButton
          label={MESSAGES.nextPage}
          size="sm"
          disabled={atEnd}
          onClick={() => onPageChange(pageIndex + 1)}
        >
          <PathIcon path={chevronRightIconPath} />
        </IconButton>
        <IconButton label={MESSAGES.lastPage} size="sm" disabled={atEnd} onClick={() => onPageChange(last)}>
          <PathIcon path={lastPageIconPath} />
        </IconButton>
      </Buttons>
    </Nav>
  );
}
