import { startTransition, useEffect, useState } from 'react';
import { loadRemoteModule } from '../federation/loadRemoteModule';

/** What the tab page uses of `mf_chords/chordTools`. */
export interface ChordTools {
  transposeBody(body: string, semitones: number): string;
  /** The chord lines of a body are the lines of its occurrences; `german`: B natural written H (B = B flat). */
  findChords(body: string): {
    readonly occurrences: readonly { readonly line: number }[];
    readonly german: boolean;
  };
  /** The chord names of a line at their columns, or undefined for a line of lyrics */
  chordTokensOfLine(
    line: string,
    german?: boolean,
  ): readonly { readonly token: { readonly text: string; readonly column: number } }[] | undefined;
  /** Optional: an mf-chords build older than the reader may lack them, which only hides what they serve. */
  suggestCapo?(body: string, semitones?: number): CapoSuggestion | undefined;
  toChordPro?(song: ChordProSong): string;
  songbookToChordPro?(songs: readonly ChordProSong[]): string;
  /** Every chord as its base triad (Cmaj7 → C, Am7 → Am, Dsus4 → D), each in its column */
  simplifyBody?(body: string): string;
  /** The key a sheet is in, from its first chord ('Am') */
  songKey?(body: string): string | undefined;
}

/** The fret that turns the song's chords into the most open shapes, with each chord heard → shape played. */
export interface CapoSuggestion {
  readonly capo: number;
  readonly chords: readonly { readonly heard: string; readonly shape: string }[];
  readonly openShare: number;
}

/**
 * One song for the ChordPro export: the body already in the shapes played with `capo`; without `key` the
 * converter names the key of those shapes (the format's meaning of `{key}` beside `{capo}`).
 */
export interface ChordProSong {
  readonly title?: string;
  readonly artist?: string;
  readonly key?: string;
  readonly capo?: number;
  /** Written as `{comment}` lines */
  readonly notes?: readonly string[];
  readonly body: string;
}

let loading: Promise<ChordTools | null> | undefined;
/** The tools once loaded: a screen opened after that has them in its first render. */
let loaded: ChordTools | undefined;

/** Loads mf-chords' chord theory once; null when that remote is down (the tab then shows its original key only). */
export function loadChordTools(): Promise<ChordTools | null> {
  loading ??= loadRemoteModule<ChordTools>('mf_chords/chordTools')
    .then((module) =>
      module &&
      typeof module.transposeBody === 'function' &&
      typeof module.findChords === 'function' &&
      typeof module.chordTokensOfLine === 'function'
        ? module
        : null,
    )
    .catch(() => null)
    .then((tools) => {
      // A remote that was down may be back on the next visit.
      if (!tools) loading = undefined;
      else loaded = tools;
      return tools;
    });
  return loading;
}

type FoundChords = ReturnType<ChordTools['findChords']>;
let lastFound: { readonly tools: ChordTools; readonly text: string; readonly found: FoundChords } | undefined;

/**
 * `tools.findChords(text)`, kept for the last text: the sheet and the page's description read the same text, and
 * parsing every chord of it is one of the longest pieces of the page's first render (#28).
 */
export function findChordsOnce(tools: ChordTools, text: string): FoundChords {
  if (lastFound?.tools !== tools || lastFound.text !== text) {
    lastFound = { tools, text, found: tools.findChords(text) };
  }
  return lastFound.found;
}

export function useChordTools(): ChordTools | null | undefined {
  const [tools, setTools] = useState<ChordTools | null | undefined>(loaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    // A transition, as the page's first text (useDecryptedBody): the sheet they lay out is drawn in slices. A
    // screen opened once they are loaded has them in its first render.
    void loadChordTools().then((loaded) => live && startTransition(() => setTools(loaded)));
    return () => {
      live = false;
    };
  }, []);
  return tools;
}
