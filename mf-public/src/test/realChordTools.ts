import * as theory from '../../../mf-chords/src/theory';
import type { ChordTools } from '../data/chordTools';

/** mf-chords' chord theory itself, for tests that check what the reader shows rather than how it is loaded. */
export const realChordTools: ChordTools = theory;
