import { Button, Icon, IconButton } from '@acorduri/ui-kit';
import styled from 'styled-components';
import { type Instrument, RemoteChordDiagram } from '../../federation/RemoteChordDiagram';
import { CHORD_EDITOR_MESSAGES as M } from '../../messages';

const Items = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface VariantListProps {
  readonly instrument: Instrument;
  readonly chord: string;
  readonly variants: readonly string[];
  /** index null: a new variant */
  readonly onEdit: (index: number | null) => void;
  readonly onRemove: (index: number) => void;
  readonly error?: string;
}

/** A chord's variants for one instrument: their diagrams, edit and remove per variant, and the add button. */
export function VariantList({ instrument, chord, variants, onEdit, onRemove, error }: VariantListProps) {
  const heading = instrument === 'guitar' ? M.guitarVariants : M.pianoVariants;
  return (
    <section aria-label={heading}>
      <h3>{heading}</h3>
      {variants.length === 0 ? <p>{M.noVariants}</p> : null}
      <Items>
        {variants.map((variant, index) => (
          // Variants have no id of their own and are edited in place: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Item key={index}>
            <RemoteChordDiagram instrument={instrument} chord={chord} variant={variant} index={index + 1} />
            <span>
              <IconButton
                size="sm"
                label={M.editVariant(instrument, index + 1)}
                onClick={() => onEdit(index)}
              >
                <Icon name="edit" />
              </IconButton>
              <IconButton
                size="sm"
                tone="danger"
                label={M.removeVariant(instrument, index + 1)}
                onClick={() => onRemove(index)}
              >
                <Icon name="delete" />
              </IconButton>
            </span>
          </Item>
        ))}
      </Items>
      {error ? <p role="alert">{error}</p> : null}
      <Button variant="secondary" size="sm" onClick={() => onEdit(null)}>
        <Icon name="add" /> {M.addVariant(instrument)}
      </Button>
    </section>
  );
}
