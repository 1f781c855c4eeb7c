import styled from 'styled-components';
import { sortIconPath } from '../../icons/iconPaths';
import { PathIcon } from '../../icons/PathIcon';
import { MESSAGES } from '../../messages';
import { Button } from '../Button/Button';
import { Menu } from '../Menu/Menu';

export interface SortOption<V extends string = string> {
  value: V;
  /** As in the spec: 'Titlu, A-Z', 'Cele mai recente', … */
  label: string;
}

export interface SortMenuProps<V extends string = string> {
  options: ReadonlyArray<SortOption<V>>;
  value: V | null;
  onChange: (value: V) => void;
  /** Button text; the spec's category page calls it 'Sortare'. */
  label?: string;
  disabled?: boolean;
}

const Current = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};

  @media ${({ theme }) => theme.media.down('mobile')} {
    display: none;
  }
`;

/** A button opening the list of sort orders; the current one is checked and shown next to the label. */
export function SortMenu<V extends string = string>({
  options,
  value,
  onChange,
  label = MESSAGES.sort,
  disabled = false,
}: SortMenuProps<V>) {
  const current = options.find((option) => option.value === value);
  return (
    <Menu
      label={label}
      items={options.map((option) => ({
        id: option.value,
        label: option.label,
        checked: option.value === value,
        onSelect: () => onChange(option.value),
      }))}
      renderTrigger={(trigger) => (
        <Button {...trigger} variant="text" disabled={disabled} startIcon={<PathIcon path={sortIconPath} />}>
          {label}
          {current ? <Current>: {current.label}</Current> : null}
        </Button>
      )}
    />
  );
}
