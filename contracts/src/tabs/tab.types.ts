/** The tab shapes the API answers (spec §3). Dates are ISO strings; ids are 24-character hex strings. */

export interface TabArtistRef {
  id: string | null;
  name: string;
  slug: string;
  /** The free-text artist name while the artist is not in the catalogue. */
  tempName: string | null;
}

export interface TabAuthorRef {
  id: string;
  name: string;
  slug: string;
}

export interface TabTagRef {
  id: string;
  name: string;
  slug: string;
}

/** A proposed edit awaiting approval; `body` (encrypted) only in single-tab answers. */
export interface TabDraftView {
  title: string;
  artistId: string | null;
  artistName: string | null;
  tempArtistName: string | null;
  body?: string;
}

/** An admin's last decision on a submission or a proposed edit, shown to its author (issue #29). */
export interface TabReviewDecision {
  outcome: 'approved' | 'rejected';
  /** The admin's optional explanation of a rejection. */
  reason: string | null;
  decidedAt: string;
}

/** A row of a tab list: everything the result, category, home and 'Transpunerile mele' rows show. */
export interface TabListItem {
  id: string;
  title: string;
  slug: string;
  artistId: string | null;
  artist: TabArtistRef;
  author: TabAuthorRef | null;
  tagIds: string[];
  tags: TabTagRef[];
  tagsCsv: string;
  midi: string | null;
  gtp: string | null;
  rating: number;
  ratingCount: number;
  favouriteCount: number;
  commentCount: number;
  isPublic: boolean;
  isExplicit: boolean;
  draftAvailable: boolean;
  /** Only in the author's and the admins' answers: public answers never carry a pending draft. */
  draft?: TabDraftView | null;
  /** Author and admins only: a new submission or a proposed edit waits in the review queue. */
  pendingReview?: boolean;
  /** Author and admins only: when the waiting submission or edit was sent. */
  reviewRequestedAt?: string | null;
  /** Author and admins only: the last decision, null before any. */
  review?: TabReviewDecision | null;
  preview: string;
  createdAt: string;
  updatedAt: string;
}

/** One tab: a list row plus the body, encrypted (base64url of IV + AES-256-CBC; see contracts decryptTabBody). */
export interface TabDetail extends TabListItem {
  body: string;
}

export interface TabListResponse {
  tabs: TabListItem[];
  total: number;
}

/** /cache/latest-tabs.json and /cache/top-favourites.json */
export interface TabCacheFile {
  tabs: TabListItem[];
}
