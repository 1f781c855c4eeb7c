export interface RateTabPayload {
  readonly id: string;
  readonly rating: number;
}

/** The tab's aggregate after the vote: rounded to half stars, and the number of votes. */
export interface RatingResult {
  readonly rating: number;
  readonly ratingCount: number;
}
