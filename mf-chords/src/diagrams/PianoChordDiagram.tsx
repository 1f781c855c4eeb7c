import { isBlackKey, PIANO_SEMITONES, type PianoVariant, parsePianoVariant } from '@acorduri/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '../messages';
import { pianoNoteNames } from './describeVariant';
import { scaledSize } from './diagramSize';

export interface PianoChordDiagramProps {
  readonly chord: string;
  /** A variant in the 2×14 text format */
  readonly variant: string;
  readonly index?: number;
}

const WHITE_WIDTH = 8;
const WHITE_HEIGHT = 36;
const BLACK_WIDTH = 5;
const BLACK_HEIGHT = 22;
const WIDTH = WHITE_WIDTH * 14 + 2;
const HEIGHT = WHITE_HEIGHT + 2;

const Svg = styled.svg`
  ${scaledSize(WIDTH, HEIGHT)}
  display: block;
  --key-white: ${({ theme }) => theme.colors.surface};
  --key-black: ${({ theme }) => theme.colors.text};
  --key-line: ${({ theme }) => theme.colors.border};
  --key-pressed: ${({ theme }) => theme.colors.primary};
`;

interface Key {
  readonly semitone: number;
  readonly x: number;
  readonly black: boolean;
}

/** The two-octave keyboard: white keys side by side, each black key centred on the line after its white key. */
const KEYS: readonly Key[] = (() => {
  const keys: Key[] = [];
  let white = 0;
  for (let semitone = 0; semitone < PIANO_SEMITONES; semitone++) {
    if (isBlackKey(semitone))
      keys.push({ semitone, x: 1 + white * WHITE_WIDTH - BLACK_WIDTH / 2, black: true });
    else keys.push({ semitone, x: 1 + white++ * WHITE_WIDTH, black: false });
  }
  return keys;
})();

// SVG paints in document order: the black keys come last so they lie on top of the white ones.
const KEYS_IN_PAINT_ORDER = [...KEYS.filter((key) => !key.black), ...KEYS.filter((key) => key.black)];

function Keyboard({ chord, variant, index }: { chord: string; variant: PianoVariant; index: number }) {
  const titleId = useId();
  const pressed = new Set(variant.keys);
  const notes = pianoNoteNames(variant).join(', ');
  const fill = (key: Key) =>
    pressed.has(key.semitone) ? 'var(--key-pressed)' : key.black ? 'var(--key-black)' : 'var(--key-white)';
  return (
    <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{MESSAGES.pianoDiagramLabel(chord, index, notes)}</title>
      {KEYS_IN_PAINT_ORDER.map((key) => (
        <rect
          key={key.semitone}
          data-pressed={pressed.has(key.semitone) || undefined}
          x={key.x}
          y={1}
          width={key.black ? BLACK_WIDTH : WHITE_WIDTH}
          height={key.black ? BLACK_HEIGHT : WHITE_HEIGHT}
          fill={fill(key)}
          stroke="var(--key-line)"
          strokeWidth={0.6}
        />
      ))}
    </Svg>
  );
}

/** An SVG two-octave keyboard with the chord's keys marked; its accessible name lists the notes. */
export default function PianoChordDiagram({ chord, variant, index = 1 }: PianoChordDiagramProps) {
  const parsed = parsePianoVariant(variant);
  if (!parsed.ok)
    return (
      <span role="img" aria-label={`${chord}: ${MESSAGES.invalidVariant}`}>
        {MESSAGES.invalidVariant}
      </span>
    );
  return <Keyboard chord={chord} variant={parsed.value} index={index} />;
}

export { PianoChordDiagram };
