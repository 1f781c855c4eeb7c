import { noteName, PIANO_WHITE_KEYS, type PianoVariant } from '@acorduri/contracts';
import { focusRing } from '@acorduri/ui-kit';
import styled from 'styled-components';
import { CHORD_EDITOR_MESSAGES as M } from '../../../messages';
import { PIANO_KEYS, togglePianoKey } from './pianoKeys';
import { useGridFocus } from './useGridFocus';

const WHITE_WIDTH_REM = 2;

const Keys = styled.div`
  position: relative;
  width: ${PIANO_WHITE_KEYS * WHITE_WIDTH_REM}rem;
  height: 8rem;
`;

const Key = styled.button<{ $black: boolean; $pressed: boolean; $left: number }>`
  position: absolute;
  top: 0;
  left: ${({ $left }) => $left}rem;
  z-index: ${({ $black }) => ($black ? 1 : 0)};
  width: ${({ $black }) => ($black ? WHITE_WIDTH_REM * 0.6 : WHITE_WIDTH_REM)}rem;
  height: ${({ $black }) => ($black ? '62%' : '100%')};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding-bottom: 0.4rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $black, $pressed }) =>
    $pressed ? theme.colors.primary : $black ? theme.colors.text : theme.colors.surface};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  ${focusRing}
`;

/** Left edge of each key in rem: white keys side by side, a black key straddling the gap after its white key. */
const LAYOUT = PIANO_KEYS.map(({ semitone, black }, index) => {
  const whitesBefore = PIANO_KEYS.slice(0, index).filter((key) => !key.black).length;
  const left = black ? (whitesBefore - 0.3) * WHITE_WIDTH_REM : whitesBefore * WHITE_WIDTH_REM;
  return { semitone, black, left };
});

export interface PianoKeyboardProps {
  readonly variant: PianoVariant;
  readonly onChange: (variant: PianoVariant) => void;
}

/** The visual piano editor: the two-octave keyboard, a click (or Enter/Space) presses or releases a key. */
export function PianoKeyboard({ variant, onChange }: PianoKeyboardProps) {
  const grid = useGridFocus(1, LAYOUT.length);
  return (
    <fieldset>
      <legend>{M.keyboard}</legend>
      <Keys role="group" aria-label={M.keyboardKeys} onKeyDown={grid.onKeyDown}>
        {LAYOUT.map(({ semitone, black, left }) => {
          const pressed = variant.keys.includes(semitone);
          return (
            <Key
              key={semitone}
              type="button"
              $black={black}
              $pressed={pressed}
              $left={left}
              aria-pressed={pressed}
              aria-label={M.pianoKey(noteName(semitone), Math.floor(semitone / 12) + 1)}
              onClick={() => onChange(togglePianoKey(variant, semitone))}
              {...grid.cellProps(0, semitone)}
            >
              {pressed ? '●' : ''}
            </Key>
          );
        })}
      </Keys>
    </fieldset>
  );
}
