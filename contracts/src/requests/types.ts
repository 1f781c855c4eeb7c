import type { REQUEST_ORDER_FIELDS } from './messages';

export type RequestOrderField = (typeof REQUEST_ORDER_FIELDS)[number];

export interface NewRequestPayload {
  readonly title: string;
  readonly artistId?: string;
  readonly tempArtist?: string;
}

/**
 * A tab request. `artist` is the catalogue artist or, for a free-text name, `{ name: tempName, tempName }` without
 * a slug; `voted` is present for a signed-in visitor and tells whether they already voted.
 */
export interface TabRequestView {
  readonly id: string;
  readonly title: string;
  readonly artistId: string | null;
  readonly tempArtist: string | null;
  readonly artist: {
    readonly id: string | null;
    readonly name: string;
    readonly slug: string | null;
    readonly tempName: string | null;
  };
  readonly author: { readonly name: string; readonly slug: string } | null;
  readonly voteCount: number;
  readonly isPublic: boolean;
  readonly createdAt: string;
  readonly voted?: boolean;
}

export interface TabRequestList {
  readonly requests: TabRequestView[];
  readonly total: number;
}

export interface VoteResult {
  readonly voteCount: number;
}
