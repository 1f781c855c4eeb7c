import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { closeIconPath } from '../../icons/iconPaths';
import { PathIcon } from '../../icons/PathIcon';
import { type LinkComponent, useLinkComponent } from '../../links/LinkComponent';
import { MESSAGES } from '../../messages';
import { focusRing } from '../../styles/mixins';

export type ChipTone = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

export interface ChipProps {
  label: ReactNode;
  tone?: ChipTone;
  size?: 'sm' | 'md';
  icon?: ReactNode;
  /** A count shown after the label (e.g. a category's number of tabs). */
  count?: number;
  /** Makes the chip a link. */
  to?: string;
  linkComponent?: LinkComponent;
  /** Makes the chip a button (ignored when `to` is set). */
  onClick?: () => void;
  /** Marks a toggle chip as chosen (aria-pressed). */
  selected?: boolean;
  /** Marks a link chip as the current page (aria-current), styled as chosen. */
  current?: boolean;
  /** Adds a remove button named `deleteLabel`. */
  onDelete?: () => void;
  deleteLabel?: string;
  disabled?: boolean;
  title?: string;
}

const toneStyles = (tone: ChipTone, selected: boolean) => css`
  ${({ theme }) => {
    const colours = {
      default: [theme.colors.secondary, theme.colors.onSecondary],
      primary: [theme.colors.primary, theme.colors.onPrimary],
      success: [theme.colors.successSurface, theme.colors.success],
      info: [theme.colors.infoSurface, theme.colors.info],
      warning: [theme.colors.warningSurface, theme.colors.warning],
      danger: [theme.colors.dangerSurface, theme.colors.danger],
    }[selected ? 'primary' : tone];
    return css`
      background: ${colours[0]};
      color: ${colours[1]};
    `;
  }}
`;

const chipBase = css<{ $tone: ChipTone; $size: 'sm' | 'md'; $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: ${({ $size }) => ($size === 'sm' ? '24px' : '32px')};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.spacing.sm : '12px')};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.xs : theme.fontSizes.sm)};
  line-height: 1.2;
  white-space: nowrap;
  text-decoration: none;
  ${({ $tone, $selected }) => toneStyles($tone, $selected)}
`;

const interactive = css`
  cursor: pointer;
  &:hover {
    filter: brightness(0.95);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${focusRing}
`;

const ChipSpan = styled.span<{ $tone: ChipTone; $size: 'sm' | 'md'; $selected: boolean }>`
  ${chipBase}
`;
const ChipButton = styled.button<{ $tone: ChipTone; $size: 'sm' | 'md'; $selected: boolean }>`
  ${chipBase}
  ${interactive}
`;
const ChipAnchor = styled.a<{ $tone: ChipTone; $size: 'sm' | 'md'; $selected: boolean }>`
  ${chipBase}
  ${interactive}
`;

const Count = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const DeleteButton = styled.button`
  display: inline-flex;
  margin-right: -6px;
  padding: 2px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}
`;

/** A compact label: static, a link (`to`), a button (`onClick`) or removable (`onDelete`). */
export function Chip({
  label,
  tone = 'default',
  size = 'md',
  icon,
  count,
  to,
  linkComponent,
  onClick,
  selected,
  current,
  onDelete,
  deleteLabel,
  disabled,
  title,
}: ChipProps) {
  const Link = useLinkComponent(linkComponent);
  const styleProps = { $tone: tone, $size: size, $selected: selected === true || current === true, title };
  const content = (
    <>
      {icon}
      <span>{label}</span>
      {count !== undefined ? <Count>{count}</Count> : null}
    </>
  );

  if (to !== undefined) {
    return (
      <ChipAnchor as={Link} to={to} aria-current={current ? 'page' : undefined} {...styleProps}>
        {content}
      </ChipAnchor>
    );
  }
  if (onClick) {
    return (
      <ChipButton type="button" onClick={onClick} disabled={disabled} aria-pressed={selected} {...styleProps}>
        {content}
      </ChipButton>
    );
  }
  return (
    <ChipSpan {...styleProps}>
      {content}
      {onDelete ? (
        <DeleteButton
          type="button"
          onClick={onDelete}
          disabled={disabled}
          aria-label={deleteLabel ?? MESSAGES.remove(typeof label === 'string' ? label : '')}
        >
          <PathIcon path={closeIconPath} size="1em" />
        </DeleteButton>
      ) : null}
    </ChipSpan>
  );
}
