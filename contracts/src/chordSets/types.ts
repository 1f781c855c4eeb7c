import type { TabListItem } from '../tabs/tab.types';

/** A row of GET /api/tab/playable: the tab, the capo fret that makes it playable and the shapes then fingered. */
export interface PlayableTab extends TabListItem {
  capo: number;
  /** The song's chords as the reader plays them with the capo on (dictionary names) */
  chords: string[];
}

export interface PlayableTabList {
  tabs: PlayableTab[];
  total: number;
  /**
   * Present while some tabs written before chord sets existed wait for the background backfill: they are left out
   * of this answer until it reaches them (api README, "Ce pot cânta").
   */
  partial?: true;
}

/** One suggestion of GET /api/chords/next: the chord, how many more tabs it opens, and three of them. */
export interface NextChord {
  chord: string;
  count: number;
  examples: PlayableTab[];
}

export interface NextChordList {
  chords: NextChord[];
  /**
   * Present while some tabs written before chord sets existed wait for the background backfill: they are left out
   * of this answer until it reaches them (api README, "Ce pot cânta").
   */
  partial?: true;
}

/** A row of GET /api/tab/progression: the key found and where the progression starts. */
export interface ProgressionTab extends TabListItem {
  /** The song's probable key ('G', 'Em') */
  key: string;
  start: {
    /** 1-based line of the body holding the progression's first chord */
    line: number;
    /** 0-based position among the song's chord changes */
    change: number;
  };
  /** The progression's chords as the sheet writes them */
  chords: string[];
}

export interface ProgressionTabList {
  tabs: ProgressionTab[];
  total: number;
  /**
   * Present while some tabs written before chord sets existed wait for the background backfill: they are left out
   * of this answer until it reaches them (api README, "Ce pot cânta").
   */
  partial?: true;
}

/** An unknown chord name found in tabs (GET /api/admin/chords/unknown). */
export interface UnknownChord {
  name: string;
  tabCount: number;
}

export interface UnknownChordList {
  chords: UnknownChord[];
  total: number;
}

/** GET and PUT /api/user/known-chords: the chords a signed-in reader knows, in the dictionary's spelling. */
export interface KnownChords {
  chords: string[];
}
