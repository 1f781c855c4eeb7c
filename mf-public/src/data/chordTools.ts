import { useEffect, useState } from 'react';
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
}

let loading: Promise<ChordTools | null> | undefined;

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
      return tools;
    });
  return loading;
}

export function useChordTools(): ChordTools | null | undefined {
  const [tools, setTools] = useState<ChordTools | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadChordTools().then((loaded) => live && setTools(loaded));
    return () => {
      live = false;
    };
  }, []);
  return tools;
}
