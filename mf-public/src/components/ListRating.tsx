import { RATING_MIN_VOTES_SHOWN } from '@acorduri/contracts';
import { StarRating } from '@acorduri/ui-kit';

/**
 * A tab's stars in a list (home Top, search, category, artist): shown only from the spec's 3 votes, as on the tab
 * page, so one vote cannot put five stars on a song.
 */
export function ListRating({
  rating,
  ratingCount,
}: {
  readonly rating: number;
  readonly ratingCount: number;
}) {
  return ratingCount >= RATING_MIN_VOTES_SHOWN ? (
    <StarRating value={rating} count={ratingCount} size="sm" />
  ) : null;
}
