import type { Songbook, SongbookEntry } from '@acorduri/contracts';
import { useMemo, useRef } from 'react';
import styled, { createGlobalStyle, css } from 'styled-components';
import type { ChordTools } from '../../data/chordTools';
import { playedText, type SongText } from '../../data/stageSongbook';
import { STAGE_MESSAGES as S, TAB_MESSAGES as T } from '../../messages';
import { PRINT_PAGE, useMeasuredPages } from './printPages';

/** A text as a CSS string literal (the book's name in the page header). */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r]+/g, ' ')}"`;

/**
 * The printed page: A4, the book's name at the top and 'page / pages' at the bottom of every page (CSS paged
 * media margin boxes, drawn by the browser: Chromium 131+).
 */
const PageSetup = createGlobalStyle<{ $book: string }>`
  @page {
    size: ${PRINT_PAGE.size};
    margin: ${PRINT_PAGE.margin};
    @top-center {
      content: ${({ $book }) => cssString($book)};
      font-size: 9pt;
      color: #444;
    }
    @bottom-center {
      content: counter(page) " / " counter(pages);
      font-size: 9pt;
      color: #444;
    }
  }
`;

/** Type as printed, shared by the paper and the measuring boxes so both lay out alike. */
const printType = css`
  color: #000;
  background: #fff;
  font-size: 11pt;
  line-height: 1.35;
  h1,
  h2 {
    margin: 0 0 4pt;
    line-height: 1.2;
  }
  p {
    margin: 0 0 6pt;
  }
`;

/** Only on paper: the screen shows the stage instead. */
const Paper = styled.div`
  display: none;
  @media print {
    display: block;
    ${printType}
  }
`;

/**
 * Off screen (fixed, so it adds nothing to the page's scroll area), one page's content size, in columns a page wide and high: where the browser breaks the contents and
 * the songs into columns is where it breaks them into pages (printPages.measurePages).
 */
const Measure = styled.div`
  position: fixed;
  top: 0;
  left: -10000px;
  visibility: hidden;
  pointer-events: none;
  overflow: hidden;
  width: ${PRINT_PAGE.width};
  height: ${PRINT_PAGE.height};
  column-count: 1;
  column-gap: 0;
  column-fill: auto;
  ${printType}
  & > section + section {
    break-before: column;
  }
  @media print {
    display: none;
  }
`;

const Contents = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 6pt;
  }
  li > :last-child {
    margin-left: auto;
  }
`;

/** A song: from a new page, its title kept with its text (no page holding only a heading). */
const Song = styled.section`
  @media print {
    break-before: page;
  }
  h2,
  p {
    break-after: avoid;
  }
  pre {
    margin: 0;
    font-size: 11pt;
    line-height: 1.35;
    white-space: pre-wrap;
  }
`;

interface PrintedSong {
  readonly entry: SongbookEntry;
  readonly body: string;
}

function BookContents({
  name,
  songs,
  pages,
}: {
  name: string;
  songs: readonly PrintedSong[];
  pages?: readonly number[];
}) {
  return (
    <>
      <h1>{name}</h1>
      <h2>{S.printContents}</h2>
      <Contents>
        {songs.map(({ entry }, index) => (
          <li key={entry.id}>
            <span>
              {index + 1}. {entry.title} – {entry.artistName}
            </span>
            <span>{pages?.[index] ?? ''}</span>
          </li>
        ))}
      </Contents>
    </>
  );
}

function BookSongs({ songs }: { songs: readonly PrintedSong[] }) {
  return songs.map(({ entry, body }) => (
    <Song key={entry.id}>
      <h2>{entry.title}</h2>
      <p>
        {entry.artistName}
        {entry.capo > 0 ? ` · ${T.capoFret(entry.capo)}` : ''}
      </p>
      <pre>{body}</pre>
    </Song>
  ));
}

interface Props {
  readonly songbook: Songbook;
  readonly texts: ReadonlyMap<string, SongText>;
  readonly tools: ChordTools | null | undefined;
}

/**
 * The songbook on paper (print to PDF): a table of contents with each song's page, then each song from a new page
 * in the entry's key with its capo applied; the book's name and the page number on every page. The page numbers
 * are measured (printPages) from the same layout in columns of the page's size.
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
  const contentsBox = useRef<HTMLDivElement>(null);
  const songsBox = useRef<HTMLDivElement>(null);
  const pages = useMeasuredPages(contentsBox, songsBox, songs);
  return (
    <>
      <Paper data-testid="print-songbook">
        <PageSetup $book={songbook.name} />
        <BookContents name={songbook.name} songs={songs} pages={pages} />
        <BookSongs songs={songs} />
      </Paper>
      <Measure ref={contentsBox} aria-hidden="true">
        <BookContents name={songbook.name} songs={songs} />
      </Measure>
      <Measure ref={songsBox} aria-hidden="true">
        <BookSongs songs={songs} />
      </Measure>
    </>
  );
}
