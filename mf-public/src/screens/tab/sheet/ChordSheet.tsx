import { memo, type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useDrawnInParts } from '../../../components/useDrawnInParts';
import { type ChordTools, findChordsOnce } from '../../../data/chordTools';
import { TAB_MESSAGES as M } from '../../../messages';
import { ChordName, type ChordNameProps, chordNameStyle, MIN_TARGET_PX } from './ChordName';
import {
  type ChordMark,
  chunkChordLine,
  chunkPair,
  chunkStaff,
  pairSheetLines,
  type SheetBlock,
  type SheetChunk,
} from './sheetLayout';

/**
 * The sheet and every line, chunk and row in it: plain elements styled by these rules of the one sheet (a tab is
 * hundreds of them; a styled component each cost the first render a theme lookup and a class hash per element).
 * A lyric, heading or empty line (`.sheet-text`) wraps at spaces like prose, an empty line keeps its height. A
 * chunk starting with a chord name is at least that name's target wide, so the next name is outside it. Chord rows
 * are as tall as a name's target whether or not they hold one, so a line's lyrics stay level. (No CSS comments:
 * they would travel to every reader inside the template string.)
 */
const Sheet = styled.div<{ $fontSize: number }>`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ $fontSize }) => $fontSize}px;
  line-height: 1.45;
  padding: ${({ theme }) => theme.spacing.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  max-width: 100%;
  overflow-wrap: anywhere;
  @media print {
    border: 0;
  }
  .sheet-text {
    white-space: pre-wrap;
    min-height: 1.45em;
  }
  .sheet-chunk {
    display: inline-block;
    vertical-align: top;
    white-space: pre;
  }
  .sheet-chunk[data-starts-with-chord] {
    min-width: ${MIN_TARGET_PX}px;
  }
  .sheet-row {
    display: block;
  }
  .sheet-row[data-chord-row] {
    min-height: max(1.45em, ${MIN_TARGET_PX}px);
  }
  ${chordNameStyle}
`;

/** A chord row of one chunk: the text between chord names as is, each name a button. */
function ChordRow({
  row,
  chunk,
  index,
  chord,
}: {
  row: string;
  chunk: SheetChunk;
  index: number;
  chord: ChordFactory;
}) {
  const parts: ReactNode[] = [];
  let consumed = 0;
  for (const mark of chunk.marks) {
    if (mark.column > consumed) parts.push(row.slice(consumed, mark.column));
    parts.push(chord(mark, index));
    consumed = mark.column + mark.text.length;
  }
  parts.push(row.slice(consumed));
  // data-chord-row: what reads the lyrics alone (tests, future copy-lyrics) can leave the chords out.
  return (
    <span className="sheet-row" data-chord-row>
      {parts}
    </span>
  );
}

/** Renders the chord name `mark` of chunk number `chunk` of a block. */
type ChordFactory = (mark: ChordMark, chunk: number) => ReactNode;

/** The attribute's value when the chunk's first column is a chord name (absent otherwise). */
const startsWithChord = (chunk: SheetChunk, chordRows: 0 | 1) =>
  chordRows === 1 && chunk.marks[0]?.column === 0 ? '' : undefined;

function Chunks({
  chunks,
  chord,
  chordRows,
}: {
  chunks: SheetChunk[];
  chord: ChordFactory;
  chordRows: 0 | 1;
}) {
  return (
    <div>
      {chunks.map((chunk, index) => (
        // Chunks never move within a block: their index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
        <span key={index} className="sheet-chunk" data-starts-with-chord={startsWithChord(chunk, chordRows)}>
          {chunk.rows.map((row, rowIndex) =>
            rowIndex < chordRows ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
              <ChordRow key={rowIndex} row={row} chunk={chunk} index={index} chord={chord} />
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
              <span key={rowIndex} className="sheet-row">
                {row}
              </span>
            ),
          )}
        </span>
      ))}
    </div>
  );
}

function Block({ block, chord }: { block: SheetBlock; chord: ChordFactory }) {
  switch (block.kind) {
    case 'text':
      return <div className="sheet-text">{block.line}</div>;
    case 'pair':
      return (
        <Chunks chunks={chunkPair(block.chords, block.marks, block.lyric)} chord={chord} chordRows={1} />
      );
    case 'chords':
      return <Chunks chunks={chunkChordLine(block.chords, block.marks)} chord={chord} chordRows={1} />;
    case 'staff':
      return <Chunks chunks={chunkStaff(block.lines)} chord={chord} chordRows={0} />;
  }
}

/** The open chord name of a sheet: its key (`line:chunk:column`) and how it was opened. */
type OpenChord = { readonly key: string; readonly how: NonNullable<ChordNameProps['open']> };

interface LineProps {
  readonly block: SheetBlock;
  readonly index: number;
  readonly sheetId: string;
  readonly german: boolean;
  /** The sheet's open chord name when it is on this line (so only that line is drawn again) */
  readonly open: OpenChord | null;
  readonly openChord: (key: string) => ChordNameProps['onOpen'];
}

/** One block of the sheet, drawn again only when its own props change (a new part or a popover elsewhere is not). */
const SheetLine = memo(function SheetLine({ block, index, sheetId, german, open, openChord }: LineProps) {
  const chord: ChordFactory = (mark, chunk) => {
    const key = `${index}:${chunk}:${mark.column}`;
    return (
      <ChordName
        key={key}
        popoverId={`${sheetId}${key}`}
        name={mark.text}
        german={german}
        open={open?.key === key ? open.how : null}
        onOpen={openChord(key)}
      />
    );
  };
  return (
    <div>
      <Block block={block} chord={chord} />
      {'\n'}
    </div>
  );
});

/** Blocks drawn in each part of a page's first text: each part's frame stays a short task on a slow phone (#28). */
const LINES_PER_PART = 8;

interface Props {
  /** The text as shown (already transposed) */
  readonly text: string;
  readonly fontSize: number;
  /** mf-chords' chord tools; without them (remote down) the text wraps as plain lines */
  readonly tools: ChordTools | null | undefined;
  /** Draw a long text in parts, one frame each (the page's first text), instead of all at once */
  readonly inParts?: boolean;
  /** What follows the text on the page, drawn with its last part (earlier, the parts would push it down) */
  readonly after?: ReactNode;
}

/**
 * The chord sheet: chord lines paired with their lyric lines and wrapped together so each chord stays above its
 * syllable on any width; every chord name opens its diagram. A newline ends each block so the copied text keeps
 * its lines.
 */
export function ChordSheet({ text, fontSize, tools, inParts = false, after }: Props) {
  const german = useMemo(() => (tools ? findChordsOnce(tools, text).german : false), [tools, text]);
  const blocks = useMemo(
    () =>
      pairSheetLines(text, (line) =>
        tools
          ?.chordTokensOfLine(line, german)
          ?.map(({ token }) => ({ column: token.column, text: token.text })),
      ),
    [text, tools, german],
  );
  const drawn = useDrawnInParts(blocks.length, LINES_PER_PART, inParts);
  const sheetId = useId();
  const [open, setOpen] = useState<OpenChord | null>(null);
  const openChord = useCallback(
    (key: string) => (how: ChordNameProps['open']) => setOpen(how ? { key, how } : null),
    [],
  );
  return (
    <>
      <Sheet $fontSize={fontSize} aria-label={M.body} data-testid="tab-body" role="region">
        {blocks.slice(0, drawn).map((block, index) => (
          <SheetLine
            // Blocks are the lines of the text in order: their index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
            key={index}
            block={block}
            index={index}
            sheetId={sheetId}
            german={german}
            open={open?.key.startsWith(`${index}:`) ? open : null}
            openChord={openChord}
          />
        ))}
      </Sheet>
      {drawn >= blocks.length && after}
    </>
  );
}
