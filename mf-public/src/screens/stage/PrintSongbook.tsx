import type { Songbook } from '@acorduri/contracts';
import { useMemo } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import type { ChordTools } from '../../data/chordTools';
import { playedText, type SongText } from '../../data/stageSongbook';
import { STAGE_MESSAGES as S, TAB_MESSAGES as T } from '../../messages';
import { printedLines, songStartPages } from './printPages';

const PageSetup = createGlobalStyle`
  @page {
    size: A4;
    margin: 15mm;
  }
`;

/** Only on paper: the screen shows the stage instead. */
const Paper = styled.div`
  display: none;
  @media print {
    display: block;
    color: #000;
    background: #fff;
    font-size: 11pt;
  }
  h1,
  h2 {
    margin: 0 0 4pt;
  }
`;

const Contents = styled.ol`
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 6pt;
    line-height: 1.35;
  }
  li > :last-child {
    margin-left: auto;
  }
`;

const Song = styled.section`
  break-before: page;
  pre {
    margin: 0;
    font-size: 11pt;
    line-height: 1.35;
    white-space: pre-wrap;
    break-inside: avoid;
  }
`;

interface Props {
  readonly songbook: Songbook;
  readonly texts: ReadonlyMap<string, SongText>;
  readonly tools: ChordTools | null | undefined;
}

/**
 * The songbook on paper (print to PDF): a table of contents with page numbers (see printPages for how they are
 * counted), then one song per page in the entry's key with its capo applied.
 */
export function PrintSongbook({ songbook, texts, tools }: Props) {
  const songs = useMemo(
    () =>
      songbook.entries.map((entry) => {
        const text = texts.get(entry.id);
        return {
          entry,
          body: text?.state === 'ready' ? playedText(text.text, entry, tools?.transposeBody) : S.unavailable,
        };
      }),
    [songbook, texts, tools],
  );
  const pages = songStartPages(songs.map(({ body }) => printedLines(body)));
  return (
    <Paper data-testid="print-songbook">
      <PageSetup />
      <h1>{songbook.name}</h1>
      <h2>{S.printContents}</h2>
      <Contents>
        {songs.map(({ entry }, index) => (
          <li key={entry.id}>
            <span>
              {index + 1}. {entry.title} – {entry.artistName}
            </span>
            <span>{pages[index]}</span>
          </li>
        ))}
      </Contents>
      {songs.map(({ entry, body }) => (
        <Song key={entry.id}>
          <h2>{entry.title}</h2>
          <p>
            {entry.artistName}
            {entry.capo > 0 ? ` · ${T.capoFret(entry.capo)}` : ''}
          </p>
          <pre>{body}</pre>
        </Song>
      ))}
    </Paper>
  );
}
