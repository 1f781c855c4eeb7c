import { loadRemoteModule } from '../federation/loadRemoteModule';

/** One song read from ChordPro, the body already in the site's chord-over-lyrics form. */
export interface ImportedSong {
  readonly title?: string;
  readonly artist?: string;
  /** The key of the chords written (`{key}`) */
  readonly key?: string;
  readonly capo?: number;
  /** `{comment}` lines before the song's text */
  readonly notes?: readonly string[];
  readonly body: string;
}

interface ChordProReader {
  fromChordPro(text: string): readonly ImportedSong[];
}

/** The extensions ChordPro files go by, for the file picker. */
export const CHORDPRO_EXTENSIONS = '.cho,.chordpro,.chopro,.crd,.pro,.txt';

/**
 * Every song of a ChordPro text (`{new_song}` between songs), converted by mf-chords' reader (the same one the
 * export's round trip is tested with); songs without text are left out. Throws when mf-chords cannot be loaded.
 */
export async function importChordPro(text: string): Promise<ImportedSong[]> {
  const tools = await loadRemoteModule<ChordProReader>('mf_chords/chordTools');
  if (!tools || typeof tools.fromChordPro !== 'function') throw new Error('mf_chords/chordTools unavailable');
  return tools.fromChordPro(text).filter((song) => song.body.trim() !== '');
}

/** The tab's text for an imported song: its notes (the tab has no field for them) above the chords and lyrics. */
export function importedBody(song: ImportedSong): string {
  return song.notes?.length ? `${song.notes.join('\n')}\n\n${song.body}` : song.body;
}

/** Lines of the song's text, as the preview counts them. */
export const importedLines = (song: ImportedSong) => song.body.replace(/\n+$/, '').split('\n').length;

/** A chosen or dropped file's text (FileReader: Blob.text() is missing from older browsers and from jsdom). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}
