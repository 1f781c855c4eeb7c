import styled from 'styled-components';
import { starHalfIconPath, starIconPath, starOutlineIconPath } from '../../icons/iconPaths';
import { PathIcon } from '../../icons/PathIcon';
import { MESSAGES } from '../../messages';
import { ratingText } from './ratingText';

export interface StarRatingProps {
  /** 0 to 5; shown rounded to the nearest half star. */
  value: number;
  /** Number of votes, shown after the stars. */
  count?: number;
  size?: 'sm' | 'md' | 'lg';
  /** Also show the number (4,5). */
  showValue?: boolean;
}

export const STAR_COUNT = 5;
export const STAR_SIZES = { sm: '1rem', md: '1.25rem', lg: '1.75rem' } as const;

/** The rating in half steps, clamped to 0–5. */
export function roundToHalf(value: number): number {
  return Math.min(STAR_COUNT, Math.max(0, Math.round(value * 2) / 2));
}

export type StarIcon = 'star' | 'starHalf' | 'starOutline';

/** The path of each star icon. */
export const STAR_PATHS: Readonly<Record<StarIcon, string>> = {
  star: starIconPath,
  starHalf: starHalfIconPath,
  starOutline: starOutlineIconPath,
};

/** Which icon each of the five stars shows for a rating already rounded to halves. */
export function starIcons(rounded: number): StarIcon[] {
  return Array.from({ length: STAR_COUNT }, (_, index) =>
    rounded >= index + 1 ? 'star' : rounded >= index + 0.5 ? 'starHalf' : 'starOutline',
  );
}

// One unbreakable line: squeezed into a narrow cell it keeps its width instead of breaking '(3 voturi)' letter by
// letter (the page lets long words break anywhere).
const Root = styled.span`
  display: inline-flex;
  align-items: center;
  white-space: nowrap;
  overflow-wrap: normal;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Stars = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.star};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Read-only stars in half steps, named "Rating: 4,5 din 5" for screen readers. */
export function StarRating({ value, count, size = 'md', showValue = false }: StarRatingProps) {
  const rounded = roundToHalf(value);
  const valueText = ratingText(rounded);
  return (
    <Root>
      <Stars role="img" aria-label={MESSAGES.ratingLabel(valueText)}>
        {starIcons(rounded).map((name, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five star positions never move
          <PathIcon key={index} path={STAR_PATHS[name]} size={STAR_SIZES[size]} />
        ))}
      </Stars>
      {showValue ? <span aria-hidden="true">{valueText}</span> : null}
      {count !== undefined ? <Muted>({MESSAGES.ratingCount(count)})</Muted> : null}
    </Root>
  );
}
