import { type Songbook, type SongbookEntry, TRANSPOSE_RANGE } from '@acorduri/contracts';
import { Alert, Button, darkTheme, lightTheme } from '@acorduri/ui-kit';
import { type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled, { ThemeProvider } from 'styled-components';
import type { ChordTools } from '../../data/chordTools';
import type { StageSettings } from '../../data/stageEntrySettings';
import { playedText, type SongText } from '../../data/stageSongbook';
import { STAGE_MESSAGES as S, TAB_MESSAGES as T } from '../../messages';
import { CapoSuggestionNote } from '../tab/CapoSuggestionNote';
import { ChordDiagrams } from '../tab/ChordDiagrams';
import { ChordSheet } from '../tab/sheet/ChordSheet';
import { useAutoscroll } from '../tab/useAutoscroll';
import { useFullscreen } from './useFullscreen';
import { useReadingBar } from './useReadingBar';
import { useStageKeys } from './useStageKeys';
import { useSwipe } from './useSwipe';
import { useWakeLock } from './useWakeLock';

export const STAGE_FONT_RANGE = { min: 14, max: 48, step: 2, initial: 22 } as const;
/** Highest capo the stage offers: frets a guitarist puts a capo on (higher ones only if the entry has one). */
export const STAGE_CAPO_MAX = 7;
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

/** The stage's one bar: stays at the top of the scroll box and slides away while the song is read. */
const Bar = styled.div<{ $hidden: boolean }>`
  position: sticky;
  top: 0;
  z-index: 1;
  margin: 0 -${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  transform: translateY(${({ $hidden }) => ($hidden ? '-110%' : '0')});
  transition: transform 0.2s ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** Compact controls in as few rows as fit: two on a phone (song and view, then key and capo), one from a tablet up. */
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  button {
    min-width: 2.25rem;
    padding: 0 ${({ theme }) => theme.spacing.xs};
  }
  output {
    min-width: 2.25rem;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

/** Controls that belong together (song, key, text size) wrap as one. */
const Group = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  & + & {
    margin-left: ${({ theme }) => theme.spacing.xs};
  }
`;

/** 'Ieși': plain text colours on the bar (the link colour on the dark stage measured 2.38:1). */
const ExitLink = styled.span`
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.controlHeight.sm};
    padding: 0 ${({ theme }) => theme.spacing.sm};
    color: ${({ theme }) => theme.colors.text};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const CapoSelect = styled.select`
  min-height: ${({ theme }) => theme.controlHeight.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const MorePanel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
  padding-top: ${({ theme }) => theme.spacing.xs};
  &[hidden] {
    display: none;
  }
`;

const Heading = styled.header`
  margin: ${({ theme }) => theme.spacing.xs} 0;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
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
  /** Where 'Ieși' leads (the songbook page); its children are the visible text */
  readonly exitTo: string;
  /** Key and capo of an entry as played tonight (saved to the songbook for its owner) */
  readonly settingsOf: (entry: SongbookEntry) => StageSettings;
  readonly onSettings: (entry: SongbookEntry, change: Partial<StageSettings>) => void;
  /** Why the last stage change is not saved, shown until dismissed */
  readonly notice?: ReactNode;
  /** Print, export and offline controls of the songbook */
  readonly extraTools?: ReactNode;
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** Capo frets offered on stage (the editor's rule, capoChoices), plus the entry's own if it is higher. */
const capoFrets = (current: number) =>
  Array.from({ length: Math.max(STAGE_CAPO_MAX, current) + 1 }, (_, fret) => fret);

/**
 * Stage mode: one song at a time on the whole screen, large text in the entry's key with its capo, one compact
 * bar (exit, previous/next, key −/+, capo, text size, autoscroll, more) that slides away while reading and
 * comes back on a tap, next/previous by swipe, arrows and page-turner pedals, autoscroll at the entry's speed,
 * the screen kept awake and a dark theme unless the player switches it.
 */
export function StageView({
  songbook,
  texts,
  tools,
  index,
  onIndex,
  exitTo,
  settingsOf,
  onSettings,
  notice,
  extraTools,
}: Props) {
  const overlay = useRef<HTMLElement>(null);
  const speedId = useId();
  const moreId = useId();
  const [dark, setDark] = useState(true);
  const [more, setMore] = useState(false);
  const [fontSize, setFontSize] = useState<number>(STAGE_FONT_RANGE.initial);
  const [diagrams, setDiagrams] = useState(false);
  const [speeds, setSpeeds] = useState<Readonly<Record<string, number>>>({});
  const total = songbook.entries.length;
  const current = Math.min(Math.max(index, 0), Math.max(total - 1, 0));
  const entry = songbook.entries[current];
  const { transpose, capo } = entry ? settingsOf(entry) : { transpose: 0, capo: 0 };
  const speed = entry
    ? (speeds[entry.id] ?? (entry.scrollSpeed || DEFAULT_SCROLL_SPEED))
    : DEFAULT_SCROLL_SPEED;
  const scroll = useAutoscroll(speed, overlay);
  const fullscreen = useFullscreen(overlay);
  const awake = useWakeLock();
  const bar = useReadingBar(overlay);

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
        ? playedText(text.text, { transpose, capo }, tools?.transposeBody)
        : '',
    [entry, text, transpose, capo, tools],
  );
  const transposeBy = (by: number) =>
    entry &&
    onSettings(entry, {
      transpose: Math.min(TRANSPOSE_RANGE.max, Math.max(TRANSPOSE_RANGE.min, transpose + by)),
    });

  return (
    <ThemeProvider theme={dark ? darkTheme : lightTheme}>
      <Overlay
        ref={overlay}
        aria-label={S.region(songbook.name)}
        data-testid="stage"
        onClick={(event) => bar.onTap(event.target)}
      >
        <Bar $hidden={!bar.shown} onFocus={bar.show} data-testid="stage-bar">
          <Controls role="toolbar" aria-label={T.tools}>
            <Group>
              <ExitLink>
                <Link to={exitTo} aria-label={S.exit}>
                  {S.exitShort}
                </Link>
              </ExitLink>
              <Button
                size="sm"
                variant="secondary"
                aria-label={S.previous}
                onClick={actions.previous}
                disabled={current === 0}
              >
                ←
              </Button>
              <output
                aria-live="polite"
                aria-label={S.position(current + 1, total)}
                data-testid="stage-position"
              >
                {S.positionShort(current + 1, total)}
              </output>
              <Button
                size="sm"
                variant="secondary"
                aria-label={S.next}
                onClick={actions.next}
                disabled={current >= total - 1}
              >
                →
              </Button>
            </Group>
            <Group>
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
                aria-label={scroll.running ? T.autoscrollStop : T.autoscrollStart}
                onClick={scroll.toggle}
              >
                {scroll.running ? '❚❚' : '▶'}
              </Button>
              <Button
                size="sm"
                variant={more ? 'primary' : 'secondary'}
                aria-label={S.moreTools}
                aria-expanded={more}
                aria-controls={moreId}
                onClick={() => setMore(!more)}
              >
                ⋯
              </Button>
            </Group>
            <Group role="group" aria-label={T.transpose}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={T.transposeDown}
                disabled={!entry || !tools || transpose <= TRANSPOSE_RANGE.min}
                onClick={() => transposeBy(-1)}
              >
                −
              </Button>
              <output aria-label={S.keyShown(signed(transpose))} data-testid="stage-transpose">
                {signed(transpose)}
              </output>
              <Button
                size="sm"
                variant="secondary"
                aria-label={T.transposeUp}
                disabled={!entry || !tools || transpose >= TRANSPOSE_RANGE.max}
                onClick={() => transposeBy(1)}
              >
                +
              </Button>
              <CapoSelect
                aria-label={T.capo}
                value={capo}
                disabled={!entry || !tools}
                onChange={(event) => entry && onSettings(entry, { capo: Number(event.target.value) })}
              >
                {capoFrets(capo).map((fret) => (
                  <option key={fret} value={fret}>
                    {fret === 0 ? T.capoNone : T.capoFret(fret)}
                  </option>
                ))}
              </CapoSelect>
            </Group>
          </Controls>
          <MorePanel id={moreId} hidden={!more}>
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
            <Button size="sm" variant="secondary" onClick={() => setDark(!dark)}>
              {dark ? S.lightTheme : S.darkTheme}
            </Button>
            {extraTools}
          </MorePanel>
        </Bar>
        {notice}
        {!entry && <Alert severity="info">{S.empty}</Alert>}
        {entry && (
          <article aria-labelledby="stage-song-title">
            <Heading>
              <h2 id="stage-song-title">{entry.title}</h2>
              <p>
                {entry.artistName} ·{' '}
                {S.settings(signed(transpose), capo === 0 ? T.capoNone : T.capoFret(capo))}
              </p>
              {entry.note && <p>{entry.note}</p>}
            </Heading>
            {text?.state === 'unavailable' && <Alert severity="warning">{S.unavailable}</Alert>}
            {text?.state === 'failed' && <Alert severity="warning">{S.bodyFailed}</Alert>}
            {text?.state === 'ready' && (
              <>
                <CapoSuggestionNote
                  body={text.text}
                  semitones={transpose}
                  tools={tools}
                  capo={capo}
                  onCapo={(fret) => onSettings(entry, { capo: fret })}
                />
                {diagrams && <ChordDiagrams body={text.text} semitones={transpose - capo} />}
                <ChordSheet text={played} fontSize={fontSize} tools={tools} />
              </>
            )}
          </article>
        )}
        <Keys aria-labelledby="stage-keys-title">
          {awake && <p role="status">{S.wakeLockOn}</p>}
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
