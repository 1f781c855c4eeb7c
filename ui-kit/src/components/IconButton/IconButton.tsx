import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../styles/mixins';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Accessible name (also the tooltip): an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon. */
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  tone?: 'default' | 'primary' | 'danger' | 'inherit';
}

const StyledIconButton = styled.button<{ $size: 'sm' | 'md' | 'lg'; $tone: IconButtonProps['tone'] }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme, $size }) => theme.controlHeight[$size]};
  height: ${({ theme, $size }) => theme.controlHeight[$size]};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme, $tone }) =>
    $tone === 'primary'
      ? theme.colors.primary
      : $tone === 'danger'
        ? theme.colors.danger
        : $tone === 'inherit'
          ? 'inherit'
          : theme.colors.textMuted};
  font-size: ${({ $size }) => ($size === 'sm' ? '1rem' : '1.25rem')};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focusRing}
`;

/** A round button showing only an icon; `label` names it for assistive technology and as a tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, size = 'md', tone = 'default', type = 'button', title, ...rest },
  ref,
) {
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      $size={size}
      $tone={tone}
      {...rest}
    >
      {children}
    </StyledIconButton>
  );
});
