import { loadRemoteModule } from '../federation/loadRemoteModule';

/** One song read from ChordPro, the body already in the site's chord-over-lyrics form. */
export interface ImportedSong {
  readonly title?: string;
  readonly artist?: string;
  readonly body: string;
}

interface ChordProReader {
  fromChordPro(text: string): readonly ImportedSong[];
}

/**
 * The first song of a ChordPro text, converted by mf-chords' reader (the same one the export's round trip is
 * tested with). `undefined` when the text holds no song; throws when mf-chords cannot be loaded.
 */
export async function importChordPro(text: string): Promise<ImportedSong | undefined> {
  const tools = await loadRemoteModule<ChordProReader>('mf_chords/chordTools');
  if (!tools || typeof tools.fromChordPro !== 'function') throw new Error('mf_chords/chordTools unavailable');
  return tools.fromChordPro(text).find((song) => song.body.trim() !== '');
}
