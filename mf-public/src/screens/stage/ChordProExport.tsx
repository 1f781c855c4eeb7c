import type { Songbook } from '@acorduri/contracts';
import { ChordProButton } from '../../components/ChordProButton';
import type { ChordTools } from '../../data/chordTools';
import { playedText, type SongText } from '../../data/stageSongbook';

/**
 * The songbook as one ChordPro file (`{new_song}` between songs): each song with the shapes played (its key with
 * its capo applied), `{key}` the key of those shapes and `{capo}` the fret, as the format defines them (shapes
 * G D Em C with capo 2 are `{key: G}`, heard in A), and the entry's note as `{comment}` lines.
 * Songs no longer in the archive are left out.
 */
export function songbookChordPro(
  songbook: Songbook,
  texts: ReadonlyMap<string, SongText>,
  tools: ChordTools,
): string | undefined {
  const { songbookToChordPro, transposeBody } = tools;
  if (!songbookToChordPro) return undefined;
  const songs = songbook.entries.flatMap((entry) => {
    const text = texts.get(entry.id);
    if (text?.state !== 'ready') return [];
    const notes = entry.note.split('\n').filter((line) => line.trim() !== '');
    return [
      {
        title: entry.title,
        artist: entry.artistName,
        capo: entry.capo,
        ...(notes.length ? { notes } : {}),
        body: playedText(text.text, entry, transposeBody),
      },
    ];
  });
  return songbookToChordPro(songs);
}

interface Props {
  readonly songbook: Songbook;
  readonly texts: ReadonlyMap<string, SongText>;
  readonly tools: ChordTools | null | undefined;
}

export function ChordProExport({ songbook, texts, tools }: Props) {
  return (
    <ChordProButton
      fileName={`${songbook.slug}.cho`}
      write={tools?.songbookToChordPro ? () => songbookChordPro(songbook, texts, tools) : undefined}
    />
  );
}
