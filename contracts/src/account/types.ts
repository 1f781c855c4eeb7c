// The signed-in user (GET /api/account) is `AccountInfo` in ../client/session.ts.

/** GET /api/user/profile: the own profile. */
export interface OwnProfile {
  name: string;
  slug: string;
  location: string;
  locationId: string | null;
  instrumentCodes: string;
  favouriteArtists: string;
  otherInfo: string;
  publishedTabCount: number;
}

/** What anyone may see of a user (GET /api/profile/{slug}); never the email while it is private. */
export interface PublicProfile extends OwnProfile {
  id: string;
  role: number;
  createdAt: string;
  /** Public songbooks (issue #18), counted like the other contributions. */
  publicSongbookCount: number;
  email?: string;
}

/** GET /api/location */
export interface LocationItem {
  id: string;
  name: string;
  county: string;
}
