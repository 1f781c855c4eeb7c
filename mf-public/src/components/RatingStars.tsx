import styled from 'styled-components';
import { MESSAGES } from '../messages';

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.star};
  white-space: nowrap;
  letter-spacing: 1px;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-left: ${({ theme }) => theme.spacing.xs};
`;

/** ★★★½☆ for a 0–5 rating in half steps. */
export function starGlyphs(rating: number): string {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2;
  return '★'.repeat(full) + (half ? '⯪' : '') + '☆'.repeat(5 - full - half);
}

/** A read-only rating with its vote count (search results, category rows, home table). */
export function RatingStars({ rating, count }: { readonly rating: number; readonly count: number }) {
  return (
    <span role="img" aria-label={MESSAGES.ratingValue(rating, count)}>
      <Stars aria-hidden="true">{starGlyphs(rating)}</Stars>
      <Count aria-hidden="true">({count})</Count>
    </span>
  );
}
