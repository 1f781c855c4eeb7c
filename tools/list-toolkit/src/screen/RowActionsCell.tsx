import { Icon, IconButton } from '@acorduri/ui-kit';
import styled from 'styled-components';
import type { ListDefinition, RowAction } from '../definition';
import { MESSAGES } from '../messages';

const Actions = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export interface RowActionsCellProps<Row> {
  readonly definition: ListDefinition<Row>;
  readonly row: Row;
  readonly onEdit?: (row: Row) => void;
  readonly onDelete?: (row: Row) => void;
  readonly onAction: (action: RowAction<Row>, row: Row) => void;
}

/** The row's icons, each labelled with the row's name: extra actions, the edit pencil, the delete icon. */
export function RowActionsCell<Row>({
  definition,
  row,
  onEdit,
  onDelete,
  onAction,
}: RowActionsCellProps<Row>) {
  const name = definition.rowLabel(row);
  return (
    <Actions>
      {(definition.rowActions ?? [])
        .filter((action) => action.visible?.(row) ?? true)
        .map((action) => (
          <IconButton
            key={action.id}
            label={action.label(row)}
            tone={action.tone}
            onClick={() => onAction(action, row)}
          >
            <Icon name={action.icon} />
          </IconButton>
        ))}
      {onEdit && (definition.canEdit?.(row) ?? true) ? (
        <IconButton label={MESSAGES.edit(name)} onClick={() => onEdit(row)}>
          <Icon name="edit" />
        </IconButton>
      ) : null}
      {onDelete && (definition.canDelete?.(row) ?? true) ? (
        <IconButton label={MESSAGES.remove(name)} tone="danger" onClick={() => onDelete(row)}>
          <Icon name="delete" />
        </IconButton>
      ) : null}
    </Actions>
  );
}
