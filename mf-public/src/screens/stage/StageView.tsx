import type { Songbook } from '@acorduri/contracts';
import { Alert, Button, darkTheme, lightTheme } from '@acorduri/ui-kit';
import { type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import type { ChordTools } from '../../data/chordTools';
import { playedText, type SongText } from '../../data/stageSongbook';
import { STAGE_MESSAGES as S, TAB_MESSAGES as T } from '../../messages';
import { CapoSuggestionNote } from '../tab/CapoSuggestionNote';
import { ChordDiagrams } from '../tab/ChordDiagrams';
import { ChordSheet } from '../tab/sheet/ChordSheet';
import { useAutoscroll } from '../tab/useAutoscroll';
import { useFullscreen } from './useFullscreen';
import { useStageKeys } from './useStageKeys';
import { useSwipe } from './useSwipe';
import { useWakeLock } from './useWakeLock';

export const STAGE_FONT_RANGE = { min: 14, max: 48, step: 2, initial: 22 } as const;
/** Autoscroll speed used when the entry has none (0 = off in the songbook). */
const DEFAULT_SCROLL_SPEED = 3;

/** The whole viewport, above the site's bars; its own scroll box, so it is what full screen and autoscroll move. */
const Overlay = styled.section`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  overflow-y: auto;
  overscroll-behavior: contain;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  @media print {
    display: none;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
  padding-bottom: ${({ theme }) => theme.spacing.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.header`
  margin: ${({ theme }) => theme.spacing.sm} 0;
  h2 {
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
  }
`;

const Keys = styled.section`
  margin-top: ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  h2 {
    font-size: inherit;
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    padding: 0;
    list-style: none;
  }
  kbd {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-weight: bold;
  }
`;

interface Props {
  readonly songbook: Songbook;
  readonly texts: ReadonlyMap<string, SongText>;
  readonly tools: ChordTools | null | undefined;
  /** 0-based song shown first */
  readonly index: number;
  readonly onIndex: (index: number) => void;
  /** Where 'Ieși' leads (the songbook page) */
  readonly exit: ReactNode;
  /** Print, export and offline controls of the songbook */
  readonly extraTools?: ReactNode;
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * Stage mode: one song at a time on the whole screen, large text in the entry's key with its capo, chord diagrams
 * on demand, next/previous by swipe, arrows and page-turner pedals, autoscroll at the entry's speed, the screen
 * kept awake and a dark theme unless the player switches it.
 */
export function StageView({ songbook, texts, tools, index, onIndex, exit, extraTools }: Props) {
  const overlay = useRef<HTMLElement>(null);
  const speedId = useId();
  const [dark, setDark] = useState(true);
  const [fontSize, setFontSize] = useState<number>(STAGE_FONT_RANGE.initial);
  const [diagrams, setDiagrams] = useState(false);
  /** Capo frets the player chose tonight (the capo suggestion), by entry; the songbook itself is not changed. */
  const [capos, setCapos] = useState<Readonly<Record<string, number>>>({});
  const [speeds, setSpeeds] = useState<Readonly<Record<string, number>>>({});
  const total = songbook.entries.length;
  const current = Math.min(Math.max(index, 0), Math.max(total - 1, 0));
  const entry = songbook.entries[current];
  const capo = entry ? (capos[entry.id] ?? entry.capo) : 0;
  const speed = entry
    ? (speeds[entry.id] ?? (entry.scrollSpeed || DEFAULT_SCROLL_SPEED))
    : DEFAULT_SCROLL_SPEED;
  const scroll = useAutoscroll(speed, overlay);
  const fullscreen = useFullscreen(overlay);
  const awake = useWakeLock();

  const go = useCallback(
    (to: number) => {
      const next = Math.min(Math.max(to, 0), total - 1);
      if (next === current || total === 0) return;
      scroll.stop();
      if (overlay.current) overlay.current.scrollTop = 0;
      onIndex(next);
    },
    [current, total, onIndex, scroll.stop],
  );
  const resize = useCallback(
    (by: number) =>
      setFontSize((size) => Math.min(STAGE_FONT_RANGE.max, Math.max(STAGE_FONT_RANGE.min, size + by))),
    [],
  );
  const actions = useMemo(
    () => ({
      previous: () => go(current - 1),
      next: () => go(current + 1),
      first: () => go(0),
      last: () => go(total - 1),
      larger: () => resize(STAGE_FONT_RANGE.step),
      smaller: () => resize(-STAGE_FONT_RANGE.step),
      toggleScroll: scroll.toggle,
      toggleFullscreen: fullscreen.toggle,
    }),
    [go, current, total, resize, scroll.toggle, fullscreen.toggle],
  );
  useStageKeys(overlay, actions);
  useSwipe(
    overlay,
    useCallback((direction) => (direction === 'left' ? actions.next() : actions.previous()), [actions]),
  );

  const text = entry ? texts.get(entry.id) : undefined;
  const played = useMemo(
    () =>
      entry && text?.state === 'ready'
        ? playedText(text.text, { transpose: entry.transpose, capo }, tools?.transposeBody)
        : '',
    [entry, text, capo, tools],
  );

  return (
    <ThemeProvider theme={dark ? darkTheme : lightTheme}>
      <Overlay ref={overlay} aria-label={S.region(songbook.name)} data-testid="stage">
        <Bar role="toolbar" aria-label={T.tools}>
          {exit}
          <Button size="sm" variant="secondary" onClick={actions.previous} disabled={current === 0}>
            ← {S.previous}
          </Button>
          <output aria-live="polite" data-testid="stage-position">
            {S.position(current + 1, total)}
          </output>
          <Button size="sm" variant="secondary" onClick={actions.next} disabled={current >= total - 1}>
            {S.next} →
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${T.fontSmallerText} ${T.fontSmaller}`}
            disabled={fontSize <= STAGE_FONT_RANGE.min}
            onClick={actions.smaller}
          >
            {T.fontSmallerText}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${T.fontLargerText} ${T.fontLarger}`}
            disabled={fontSize >= STAGE_FONT_RANGE.max}
            onClick={actions.larger}
          >
            {T.fontLargerText}
          </Button>
          <Button
            size="sm"
            variant={scroll.running ? 'primary' : 'secondary'}
            aria-pressed={scroll.running}
            onClick={scroll.toggle}
          >
            {scroll.running ? T.autoscrollStop : T.autoscrollStart}
          </Button>
          <label htmlFor={speedId}>{T.autoscrollSpeed}</label>
          <input
            id={speedId}
            type="range"
            min={1}
            max={10}
            value={speed}
            onChange={(event) =>
              entry && setSpeeds((all) => ({ ...all, [entry.id]: Number(event.target.value) }))
            }
          />
          <Button
            size="sm"
            variant={diagrams ? 'primary' : 'secondary'}
            aria-pressed={diagrams}
            onClick={() => setDiagrams(!diagrams)}
          >
            {T.diagrams}
          </Button>
          {fullscreen.supported && (
            <Button
              size="sm"
              variant="secondary"
              aria-pressed={fullscreen.active}
              onClick={fullscreen.toggle}
            >
              {fullscreen.active ? S.fullscreenExit : S.fullscreen}
            </Button>
          )}
          <Button size="sm" variant="text" onClick={() => setDark(!dark)}>
            {dark ? S.lightTheme : S.darkTheme}
          </Button>
          {extraTools}
        </Bar>
        {awake && <p role="status">{S.wakeLockOn}</p>}
        {!entry && <Alert severity="info">{S.empty}</Alert>}
        {entry && (
          <article aria-labelledby="stage-song-title">
            <Heading>
              <h2 id="stage-song-title">{entry.title}</h2>
              <p>
                {entry.artistName} ·{' '}
                {S.settings(signed(entry.transpose), capo === 0 ? T.capoNone : T.capoFret(capo))}
              </p>
              {entry.note && <p>{entry.note}</p>}
            </Heading>
            {text?.state === 'unavailable' && <Alert severity="warning">{S.unavailable}</Alert>}
            {text?.state === 'failed' && <Alert severity="warning">{S.bodyFailed}</Alert>}
            {text?.state === 'ready' && (
              <>
                <CapoSuggestionNote
                  body={text.text}
                  semitones={entry.transpose}
                  tools={tools}
                  capo={capo}
                  onCapo={(fret) => setCapos((all) => ({ ...all, [entry.id]: fret }))}
                />
                {diagrams && <ChordDiagrams body={text.text} semitones={entry.transpose - capo} />}
                <ChordSheet text={played} fontSize={fontSize} tools={tools} />
              </>
            )}
          </article>
        )}
        <Keys aria-labelledby="stage-keys-title">
          <h2 id="stage-keys-title">{S.keysTitle}</h2>
          <ul>
            {S.keys.map(([keys, meaning]) => (
              <li key={keys}>
                <kbd>{keys}</kbd>: {meaning}
              </li>
            ))}
          </ul>
          <p>{S.swipeHint}</p>
        </Keys>
      </Overlay>
    </ThemeProvider>
  );
}
