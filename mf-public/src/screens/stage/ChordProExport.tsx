import type { Songbook } from '@acorduri/contracts';
import { ChordProButton } from '../../components/ChordProButton';
import type { ChordTools } from '../../data/chordTools';
import { playedText, type SongText } from '../../data/stageSongbook';

/**
 * The songbook as one ChordPro file (`{new_song}` between songs): each song with the shapes played (its key with
 * its capo applied), `{key}` the key heard and `{capo}` the fret, as chord sheets with a capo are written.
 * Songs no longer in the archive are left out.
 */
export function songbookChordPro(
  songbook: Songbook,
  texts: ReadonlyMap<string, SongText>,
  tools: ChordTools,
): string | undefined {
  const { songbookToChordPro, songKey, transposeBody } = tools;
  if (!songbookToChordPro) return undefined;
  const songs = songbook.entries.flatMap((entry) => {
    const text = texts.get(entry.id);
    if (text?.state !== 'ready') return [];
    const heard = entry.transpose % 12 === 0 ? text.text : transposeBody(text.text, entry.transpose);
    const key = songKey?.(heard);
    return [
      {
        title: entry.title,
        artist: entry.artistName,
        ...(key ? { key } : {}),
        capo: entry.capo,
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
      text={tools ? songbookChordPro(songbook, texts, tools) : undefined}
    />
  );
}
