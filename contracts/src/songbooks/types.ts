import type { SONGBOOK_ORDER_FIELDS } from './messages';

/** A songbook as its owner lists it (GET /api/user/songbook) and as public profiles list it. */
export interface SongbookSummary {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly isPublic: boolean;
  readonly entryCount: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** The tab an entry points at, as the songbook screens link and label it. */
export interface SongbookTabRef {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly artist: { readonly name: string; readonly slug: string };
}

/**
 * One song of a songbook with the owner's settings for it. `title`/`artistName` are remembered when the song is
 * added, so an entry whose tab was deleted or unpublished still says what it was: it comes back `unavailable`
 * with `tab` null and no `body`. `body` is the tab text encrypted like every tab answer (contracts decryptTabBody).
 */
export interface SongbookEntry {
  readonly id: string;
  readonly tabId: string;
  readonly title: string;
  readonly artistName: string;
  readonly transpose: number;
  readonly capo: number;
  readonly note: string;
  /** Stage-mode autoscroll speed, 0 = off, 1–10. */
  readonly scrollSpeed: number;
  readonly unavailable: boolean;
  readonly tab: SongbookTabRef | null;
  readonly body?: string;
}

/** One songbook with its entries in order; `owner` names its author, `isOwner` tells the viewer it is theirs. */
export interface Songbook extends SongbookSummary {
  readonly owner: { readonly name: string; readonly slug: string };
  readonly isOwner: boolean;
  readonly entries: SongbookEntry[];
}

export interface SongbookList {
  readonly songbooks: SongbookSummary[];
  readonly total: number;
}

export type SongbookOrderField = (typeof SONGBOOK_ORDER_FIELDS)[number];

export interface NewSongbookPayload {
  readonly name: string;
  readonly description?: string;
  readonly isPublic?: boolean;
}

export type SongbookUpdatePayload = Partial<NewSongbookPayload>;

export interface SongbookEntrySettings {
  readonly transpose: number;
  readonly capo: number;
  readonly note: string;
  readonly scrollSpeed: number;
}

export interface NewSongbookEntryPayload extends Partial<SongbookEntrySettings> {
  readonly tabId: string;
}

export type SongbookEntryUpdatePayload = Partial<SongbookEntrySettings>;

export interface SongbookOrderPayload {
  readonly entryIds: string[];
}

/** GET/PUT /api/user/reader-preferences/{tabId}: how the signed-in user reads one tab. */
export interface ReaderKeyPreference {
  readonly transpose: number;
  readonly capo: number;
}

/** GET answer: null when the user never chose a key or capo for that tab. */
export interface ReaderKeyPreferenceAnswer {
  readonly preference: ReaderKeyPreference | null;
}
