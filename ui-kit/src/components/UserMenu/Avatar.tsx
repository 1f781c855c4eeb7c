import styled from 'styled-components';

export interface AvatarProps {
  /** The username; its first letter is shown. */
  name: string;
  size?: 'sm' | 'md' | 'lg';
  /** Hide from assistive technology when the surrounding control already names the user. */
  decorative?: boolean;
}

const SIZES = { sm: 28, md: 36, lg: 56 } as const;

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ $size }) => Math.round($size * 0.45)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  user-select: none;
`;

/** First letter of a username, upper-cased the Romanian way, e.g. "ș" → "Ș". */
export function initialOf(name: string): string {
  const first = [...name.trim()][0] ?? '?';
  return first.toLocaleUpperCase('ro-RO');
}

/** A round badge with the first letter of the username (the spec's top-bar avatar). */
export function Avatar({ name, size = 'md', decorative = false }: AvatarProps) {
  return (
    <Circle
      $size={SIZES[size]}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {initialOf(name)}
    </Circle>
  );
}
