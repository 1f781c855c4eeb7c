import { requestPrint } from '@acorduri/contracts';
import { Button, media } from '@acorduri/ui-kit';
import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import {
  CAPO_RANGE,
  FONT_SIZE_RANGE,
  type ReaderPreferences,
  SCROLL_SPEED_RANGE,
} from '../../data/readerPreferences';
import { TAB_MESSAGES as M } from '../../messages';

/** Below the shell's sticky app bar (60 px), so the tools stay in reach while the song scrolls. */
const Bar = styled.div`
  position: sticky;
  top: 60px;
  z-index: ${({ theme }) => theme.zIndex.raised};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => theme.spacing.sm} 0;
  padding: ${({ theme }) => theme.spacing.xs} 0;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Value = styled.output`
  min-width: 2.5ch;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const CapoSelect = styled.select`
  min-height: ${({ theme }) => theme.controlHeight.sm};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** Speed, reset and print: behind 'Mai multe opțiuni' on phones, always shown from tablet width up. */
const Extra = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-basis: 100%;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  @media ${media.up('tablet')} {
    display: contents;
  }
`;

const MoreButton = styled(Button)`
  @media ${media.up('tablet')} {
    display: none;
  }
`;

interface Props {
  readonly semitones: number;
  /** false when mf-chords' chord tools could not be loaded */
  readonly canTranspose: boolean;
  readonly onTranspose: (semitones: number) => void;
  readonly capo: number;
  readonly onCapo: (fret: number) => void;
  readonly preferences: ReaderPreferences;
  readonly onPreferences: (change: Partial<ReaderPreferences>) => void;
  readonly scrolling: boolean;
  readonly onToggleScroll: () => void;
  readonly diagramsShown: boolean;
  readonly onDiagrams: (shown: boolean) => void;
  /** The capo suggestion line (CapoSuggestionNote), shown with the capo tools */
  readonly capoSuggestion?: ReactNode;
  /** 'Adaugă în cântece' for a signed-in reader (mf-account's songbook menu) */
  readonly addToSongbook?: ReactNode;
  /** The ChordPro export button of the text as shown */
  readonly chordPro?: ReactNode;
}

const CAPO_FRETS = Array.from({ length: CAPO_RANGE.max + 1 }, (_, fret) => fret);

/**
 * The reader's tools in one compact bar that sticks below the app bar: transpose, capo, text size, autoscroll,
 * the diagram strip; speed, original key and print one tap further on phones. Hidden on paper.
 */
export function ReaderToolbar(props: Props) {
  const { semitones, canTranspose, onTranspose, capo, onCapo, preferences, onPreferences } = props;
  const speedId = useId();
  const extraId = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  return (
    <Bar role="toolbar" aria-label={M.tools} data-print="hide">
      <Group role="group" aria-label={M.transpose}>
        <Button
          size="sm"
          variant="secondary"
          aria-label={M.transposeDown}
          disabled={!canTranspose}
          onClick={() => onTranspose(semitones - 1)}
        >
          −
        </Button>
        <Value aria-live="polite" aria-label={M.transpose}>
          {M.semitones(semitones)}
        </Value>
        <Button
          size="sm"
          variant="secondary"
          aria-label={M.transposeUp}
          disabled={!canTranspose}
          onClick={() => onTranspose(semitones + 1)}
        >
          +
        </Button>
      </Group>
      <CapoSelect
        aria-label={M.capo}
        value={capo}
        disabled={!canTranspose}
        onChange={(event) => onCapo(Number(event.target.value))}
      >
        {CAPO_FRETS.map((fret) => (
          <option key={fret} value={fret}>
            {fret === 0 ? M.capoNone : M.capoFret(fret)}
          </option>
        ))}
      </CapoSelect>
      <Group role="group" aria-label={M.fontSize}>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${M.fontSmallerText} ${M.fontSmaller}`}
          disabled={preferences.fontSize <= FONT_SIZE_RANGE.min}
          onClick={() => onPreferences({ fontSize: preferences.fontSize - 1 })}
        >
          {M.fontSmallerText}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${M.fontLargerText} ${M.fontLarger}`}
          disabled={preferences.fontSize >= FONT_SIZE_RANGE.max}
          onClick={() => onPreferences({ fontSize: preferences.fontSize + 1 })}
        >
          {M.fontLargerText}
        </Button>
      </Group>
      <Button
        size="sm"
        variant={props.scrolling ? 'primary' : 'secondary'}
        aria-pressed={props.scrolling}
        aria-label={props.scrolling ? M.autoscrollStop : M.autoscrollStart}
        onClick={props.onToggleScroll}
      >
        {props.scrolling ? '❚❚' : '▶'}
      </Button>
      <Button
        size="sm"
        variant={props.diagramsShown ? 'primary' : 'secondary'}
        aria-pressed={props.diagramsShown}
        title={M.diagramsToggle}
        onClick={() => props.onDiagrams(!props.diagramsShown)}
      >
        {M.diagrams}
      </Button>
      <MoreButton
        size="sm"
        variant="text"
        aria-expanded={moreOpen}
        aria-controls={extraId}
        aria-label={M.moreTools}
        onClick={() => setMoreOpen((open) => !open)}
      >
        ⋯
      </MoreButton>
      <Extra id={extraId} $open={moreOpen}>
        {props.capoSuggestion}
        {semitones !== 0 && (
          <Button size="sm" variant="text" onClick={() => onTranspose(0)}>
            {M.transposeReset}
          </Button>
        )}
        <Group>
          <label htmlFor={speedId}>{M.autoscrollSpeed}</label>
          <input
            id={speedId}
            type="range"
            min={SCROLL_SPEED_RANGE.min}
            max={SCROLL_SPEED_RANGE.max}
            value={preferences.scrollSpeed}
            onChange={(event) => onPreferences({ scrollSpeed: Number(event.target.value) })}
          />
        </Group>
        {props.addToSongbook}
        <Button size="sm" variant="secondary" onClick={requestPrint}>
          {M.print}
        </Button>
        {props.chordPro}
      </Extra>
    </Bar>
  );
}
