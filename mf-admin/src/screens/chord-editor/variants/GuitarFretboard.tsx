import {
  type Finger,
  GUITAR_FRET_ROWS,
  GUITAR_STRINGS,
  type GuitarVariant,
  ROMAN_POSITIONS,
} from '@acorduri/contracts';
import { ButtonToggleGroup, focusRing, Select } from '@acorduri/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { CHORD_EDITOR_MESSAGES as M } from '../../../messages';
import { pressFret, toggleStringSound, withPosition } from './guitarGrid';
import { useGridFocus } from './useGridFocus';

const FINGERS: readonly Finger[] = [1, 2, 3, 4];
const STRING_INDEXES = Array.from({ length: GUITAR_STRINGS }, (_, index) => index);
const FRET_ROWS = Array.from({ length: GUITAR_FRET_ROWS }, (_, row) => row + 1);
const POSITION_OPTIONS = ROMAN_POSITIONS.map((roman, index) => ({ value: String(index + 1), label: roman }));
/** Strings are numbered from the high E (1) to the low E (6); the format lists the low E first. */
const stringNumber = (index: number) => GUITAR_STRINGS - index;

const Board = styled.div`
  display: grid;
  grid-template-columns: 2.5rem repeat(${GUITAR_STRINGS}, 2.5rem);
  gap: 2px;
  width: max-content;
`;

const FretNumber = styled.span`
  align-self: center;
  text-align: right;
  padding-right: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cell = styled.button<{ $pressed: boolean }>`
  height: 2.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $pressed }) => ($pressed ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $pressed }) => ($pressed ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${focusRing}
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

export interface GuitarFretboardProps {
  readonly variant: GuitarVariant;
  readonly onChange: (variant: GuitarVariant) => void;
}

/**
 * The visual guitar editor: the fret position, the finger a click puts down, a muted/open toggle per string
 * and the 5 × 6 fretboard (one button per string and fret, arrow keys move between them).
 */
export function GuitarFretboard({ variant, onChange }: GuitarFretboardProps) {
  const [finger, setFinger] = useState<Finger>(1);
  const grid = useGridFocus(GUITAR_FRET_ROWS + 1, GUITAR_STRINGS);
  return (
    <fieldset>
      <legend>{M.fretboard}</legend>
      <Controls>
        <Select
          label={M.position}
          options={POSITION_OPTIONS}
          value={String(variant.position)}
          onChange={(value) => value && onChange(withPosition(variant, Number(value)))}
        />
        <ButtonToggleGroup
          label={M.finger}
          options={FINGERS.map((value) => ({ value, label: M.fingerOption(value) }))}
          value={finger}
          onChange={setFinger}
        />
      </Controls>
      <Board role="group" aria-label={M.fretboardCells} onKeyDown={grid.onKeyDown}>
        <FretNumber aria-hidden="true" />
        {STRING_INDEXES.map((index) => {
          const state = variant.strings[index]?.state ?? 'open';
          return (
            <Cell
              key={index}
              type="button"
              $pressed={false}
              aria-label={M.stringToggle(stringNumber(index), state)}
              onClick={() => onChange(toggleStringSound(variant, index))}
              {...grid.cellProps(0, index)}
            >
              {state === 'muted' ? 'x' : state === 'open' ? 'o' : ''}
            </Cell>
          );
        })}
        {FRET_ROWS.map((fret) => (
          <FretRow key={fret} fret={fret} variant={variant} finger={finger} onChange={onChange} grid={grid} />
        ))}
      </Board>
    </fieldset>
  );
}

function FretRow({
  fret,
  variant,
  finger,
  onChange,
  grid,
}: GuitarFretboardProps & {
  readonly fret: number;
  readonly finger: Finger;
  readonly grid: ReturnType<typeof useGridFocus>;
}) {
  const absoluteFret = variant.position + fret - 1;
  return (
    <>
      <FretNumber aria-hidden="true">{absoluteFret}</FretNumber>
      {STRING_INDEXES.map((index) => {
        const string = variant.strings[index];
        const placed = string?.state === 'fretted' && string.fret === fret ? string.finger : undefined;
        return (
          <Cell
            key={index}
            type="button"
            $pressed={placed !== undefined}
            aria-pressed={placed !== undefined}
            aria-label={M.fretCell(stringNumber(index), absoluteFret, placed)}
            onClick={() => onChange(pressFret(variant, index, fret, finger))}
            {...grid.cellProps(fret, index)}
          >
            {placed ?? ''}
          </Cell>
        );
      })}
    </>
  );
}
