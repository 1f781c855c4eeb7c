export interface FavouritePayload {
  readonly id: string;
}
