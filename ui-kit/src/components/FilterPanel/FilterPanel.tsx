import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import {
  expandLessIconPath,
  expandMoreIconPath,
  filterIconPath,
  filterOffIconPath,
} from '../../icons/iconPaths';
import { PathIcon } from '../../icons/PathIcon';
import { MESSAGES } from '../../messages';
import { VisuallyHidden } from '../../styles/VisuallyHidden';
import { Button } from '../Button/Button';

export interface FilterPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many filters are set; the clear button shows only when it is above 0. */
  activeCount: number;
  onClear: () => void;
  /** The filter controls (selects, checkboxes…), laid out in a responsive grid. */
  children: ReactNode;
  /** More controls on the toolbar row (search box, sort menu, add button). */
  toolbar?: ReactNode;
  label?: string;
  clearLabel?: string;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.4em;
  height: 1.4em;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Panel = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The admin lists' filter toggle, its panel, and a clear-filters button shown while any filter is set. */
export function FilterPanel({
  open,
  onOpenChange,
  activeCount,
  onClear,
  children,
  toolbar,
  label = MESSAGES.filters,
  clearLabel = MESSAGES.clearFilters,
}: FilterPanelProps) {
  const panelId = useId();
  const toggleId = useId();
  return (
    <div data-print="hide">
      <Toolbar>
        {toolbar}
        <Button
          id={toggleId}
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onOpenChange(!open)}
          startIcon={<PathIcon path={filterIconPath} />}
          endIcon={<PathIcon path={open ? expandLessIconPath : expandMoreIconPath} />}
        >
          {label}
          {activeCount > 0 ? (
            <>
              <Badge aria-hidden="true">{activeCount}</Badge>
              <VisuallyHidden>{MESSAGES.activeFilters(activeCount)}</VisuallyHidden>
            </>
          ) : null}
        </Button>
        {activeCount > 0 ? (
          <Button variant="text" onClick={onClear} startIcon={<PathIcon path={filterOffIconPath} />}>
            {clearLabel}
          </Button>
        ) : null}
      </Toolbar>
      {open ? (
        <Panel id={panelId} role="region" aria-labelledby={toggleId}>
          {children}
        </Panel>
      ) : null}
    </div>
  );
}
