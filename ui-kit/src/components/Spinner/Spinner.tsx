import styled, { keyframes } from 'styled-components';
import { MESSAGES } from '../../messages';
import { VisuallyHidden } from '../../styles/VisuallyHidden';

export interface SpinnerProps {
  /** What is loading, read by screen readers (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Sit inline (buttons, table cells) instead of centred in its own block. */
  inline?: boolean;
}

const SIZES = { sm: 16, md: 32, lg: 48 } as const;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div<{ $inline: boolean }>`
  display: ${({ $inline }) => ($inline ? 'inline-flex' : 'flex')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme, $inline }) => ($inline ? 0 : theme.spacing.lg)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** Loading indicator announced politely to assistive technology. */
export function Spinner({
  label = MESSAGES.loading,
  showLabel = false,
  size = 'md',
  inline = false,
}: SpinnerProps) {
  return (
    <Wrapper role="status" aria-live="polite" $inline={inline}>
      <Ring aria-hidden="true" $size={SIZES[size]} />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Wrapper>
  );
}
