import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../styles/mixins';

export interface ToggleOption<V extends string | number = string> {
  value: V;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
}

export interface ButtonToggleGroupProps<V extends string | number = string> {
  options: ReadonlyArray<ToggleOption<V>>;
  value: V | null;
  onChange: (value: V) => void;
  /** Names the group (e.g. "Ultimele adăugări"). */
  label: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
}

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const Toggle = styled.button<{ $pressed: boolean; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: ${({ theme, $size }) => theme.controlHeight[$size]};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: none;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $pressed }) => ($pressed ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $pressed }) => ($pressed ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:last-child {
    border-right: none;
  }
  &:hover:not(:disabled) {
    background: ${({ theme, $pressed }) => ($pressed ? theme.colors.primaryHover : theme.colors.surfaceHover)};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
`;

/** Exclusive toggle buttons (the home page's 'Top' / 'Noi' / 'Comentarii'); the chosen one is aria-pressed. */
export function ButtonToggleGroup<V extends string | number = string>({
  options,
  value,
  onChange,
  label,
  size = 'md',
  disabled = false,
}: ButtonToggleGroupProps<V>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <Toggle
            key={String(option.value)}
            type="button"
            aria-pressed={pressed}
            disabled={disabled || option.disabled}
            onClick={() => {
              if (!pressed) onChange(option.value);
            }}
            $pressed={pressed}
            $size={size}
          >
            {option.icon}
            {option.label}
          </Toggle>
        );
      })}
    </Group>
  );
}
