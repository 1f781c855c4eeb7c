import { requestPrint } from '@acorduri/contracts';
import { Button } from '@acorduri/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { FONT_SIZE_RANGE, type ReaderPreferences, SCROLL_SPEED_RANGE } from '../../data/readerPreferences';
import { TAB_MESSAGES as M } from '../../messages';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: ${({ theme }) => theme.spacing.md} 0;
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

interface Props {
  readonly semitones: number;
  /** null when mf-chords' chord tools could not be loaded */
  readonly canTranspose: boolean;
  readonly onTranspose: (semitones: number) => void;
  readonly preferences: ReaderPreferences;
  readonly onPreferences: (change: Partial<ReaderPreferences>) => void;
  readonly scrolling: boolean;
  readonly onToggleScroll: () => void;
}

/** Transpose, text size, autoscroll and print: the reader's tools, remembered per browser, hidden on paper. */
export function ReaderToolbar(props: Props) {
  const { semitones, canTranspose, onTranspose, preferences, onPreferences, scrolling, onToggleScroll } =
    props;
  const speedId = useId();
  return (
    <Bar role="toolbar" aria-label={M.tools} data-print="hide">
      <Group role="group" aria-label={M.transpose}>
        <span aria-hidden="true">{M.transpose}:</span>
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
        {semitones !== 0 && (
          <Button size="sm" variant="text" onClick={() => onTranspose(0)}>
            {M.transposeReset}
          </Button>
        )}
      </Group>
      <Group role="group" aria-label={M.fontSize}>
        <Button
          size="sm"
          variant="secondary"
          aria-label={M.fontSmaller}
          disabled={preferences.fontSize <= FONT_SIZE_RANGE.min}
          onClick={() => onPreferences({ fontSize: preferences.fontSize - 1 })}
        >
          A−
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={M.fontLarger}
          disabled={preferences.fontSize >= FONT_SIZE_RANGE.max}
          onClick={() => onPreferences({ fontSize: preferences.fontSize + 1 })}
        >
          A+
        </Button>
      </Group>
      <Group role="group" aria-label={M.autoscroll}>
        <Button
          size="sm"
          variant={scrolling ? 'primary' : 'secondary'}
          aria-pressed={scrolling}
          onClick={onToggleScroll}
        >
          {scrolling ? M.autoscrollStop : M.autoscrollStart}
        </Button>
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
      <Button size="sm" variant="secondary" onClick={requestPrint}>
        {M.print}
      </Button>
    </Bar>
  );
}
