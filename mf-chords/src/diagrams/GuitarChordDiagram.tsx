import { type GuitarString, type GuitarVariant, parseGuitarVariant } from '@acorduri/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '../messages';
import { useLeftHanded } from '../preferences/leftHanded';
import { describeGuitarStrings, positionName } from './describeVariant';
import { scaledSize } from './diagramSize';

export interface GuitarChordDiagramProps {
  /** The chord's name, part of the accessible name ('Am') */
  readonly chord: string;
  /** A variant in the 7-line text format */
  readonly variant: string;
  /** 1-based number of the variant among the chord's variants */
  readonly index?: number;
  /** Mirror the diagram; defaults to the remembered left-handed preference */
  readonly leftHanded?: boolean;
}

const STRING_GAP = 10;
const FRET_GAP = 12;
/** Margin on the side of the fret-position numeral: room for 'VIII' clear of the dots and barres */
const NUMERAL_SIDE = 26;
const OTHER_SIDE = 10;
const TOP = 14;
const DOT_RADIUS = 4.2;
const BARRE_HALF_HEIGHT = 4;
/** Space between the numeral's edge and the nearest dot or barre on the first drawn fret */
const NUMERAL_GAP = 2.5;
const WIDTH = NUMERAL_SIDE + STRING_GAP * 5 + OTHER_SIDE;
const HEIGHT = TOP + FRET_GAP * 5 + 6;
/** String indexes, low E (0) to high E (5): a fixed list, so they also serve as React keys. */
const STRING_NUMBERS = [0, 1, 2, 3, 4, 5] as const;

const Svg = styled.svg`
  ${scaledSize(WIDTH, HEIGHT)}
  display: block;
  color: ${({ theme }) => theme.colors.text};
  --diagram-dot-text: ${({ theme }) => theme.colors.surface};
  font-family: ${({ theme }) => theme.fonts.body};
`;

interface Barre {
  readonly fret: number;
  readonly finger: number;
  readonly from: number;
  readonly to: number;
}

/** Strings pressed by one finger on one fret form a barre, drawn as one bar. */
function barresOf(strings: readonly GuitarString[]): Barre[] {
  const groups = new Map<string, Barre>();
  strings.forEach((string, index) => {
    if (string.state !== 'fretted') return;
    const key = `${string.fret}:${string.finger}`;
    const group = groups.get(key);
    groups.set(
      key,
      group ? { ...group, to: index } : { fret: string.fret, finger: string.finger, from: index, to: index },
    );
  });
  return [...groups.values()].filter((barre) => barre.to > barre.from);
}

function Diagram({
  chord,
  variant,
  index,
  leftHanded,
}: {
  chord: string;
  variant: GuitarVariant;
  index: number;
  leftHanded: boolean;
}) {
  const titleId = useId();
  const descId = useId();
  // The numeral sits beside the low-E string (mirrored for left-handed players), so that side gets the margin.
  const left = leftHanded ? OTHER_SIDE : NUMERAL_SIDE;
  const right = left + STRING_GAP * 5;
  const x = (string: number) => left + STRING_GAP * (leftHanded ? 5 - string : string);
  const y = (fret: number) => TOP + FRET_GAP * (fret - 0.5);
  const barres = barresOf(variant.strings);
  const position = positionName(variant);
  return (
    <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} aria-describedby={descId}>
      <title id={titleId}>{MESSAGES.guitarDiagramLabel(chord, index, position)}</title>
      <desc id={descId}>{describeGuitarStrings(variant).join(' ')}</desc>
      <g stroke="currentColor" strokeWidth={0.8}>
        {STRING_NUMBERS.map((string) => (
          <line key={`s${string}`} x1={x(string)} x2={x(string)} y1={TOP} y2={TOP + FRET_GAP * 5} />
        ))}
        {[0, 1, 2, 3, 4, 5].map((fret) => (
          <line
            key={`f${fret}`}
            x1={left}
            x2={right}
            y1={TOP + FRET_GAP * fret}
            y2={TOP + FRET_GAP * fret}
            strokeWidth={fret === 0 && variant.position === 1 ? 3 : 0.8}
          />
        ))}
      </g>
      {variant.position > 1 && (
        <text
          x={leftHanded ? right + DOT_RADIUS + NUMERAL_GAP : left - DOT_RADIUS - NUMERAL_GAP}
          y={y(1) + 3}
          fontSize={7}
          textAnchor={leftHanded ? 'start' : 'end'}
          fill="currentColor"
          data-part="position"
        >
          {position}
        </text>
      )}
      {barres.map((barre) => (
        <rect
          key={`b${barre.fret}-${barre.finger}`}
          x={Math.min(x(barre.from), x(barre.to)) - BARRE_HALF_HEIGHT}
          y={y(barre.fret) - BARRE_HALF_HEIGHT}
          width={Math.abs(x(barre.to) - x(barre.from)) + BARRE_HALF_HEIGHT * 2}
          height={BARRE_HALF_HEIGHT * 2}
          rx={BARRE_HALF_HEIGHT}
          fill="currentColor"
          data-part="barre"
        />
      ))}
      {STRING_NUMBERS.map((index) => {
        const string = variant.strings[index] ?? { state: 'muted' };
        return string.state === 'fretted' ? (
          <g key={`d${index}`}>
            <circle cx={x(index)} cy={y(string.fret)} r={DOT_RADIUS} fill="currentColor" data-part="dot" />
            <text
              x={x(index)}
              y={y(string.fret) + 2.4}
              fontSize={6.5}
              textAnchor="middle"
              fill="var(--diagram-dot-text, #fff)"
            >
              {string.finger}
            </text>
          </g>
        ) : (
          <text
            key={`m${index}`}
            x={x(index)}
            y={TOP - 4}
            fontSize={7}
            textAnchor="middle"
            fill="currentColor"
          >
            {string.state === 'muted' ? '×' : '○'}
          </text>
        );
      })}
    </Svg>
  );
}

/** An SVG guitar chord diagram with an accessible name and a string-by-string description. */
export default function GuitarChordDiagram({
  chord,
  variant,
  index = 1,
  leftHanded,
}: GuitarChordDiagramProps) {
  const [rememberedLeftHanded] = useLeftHanded();
  const parsed = parseGuitarVariant(variant);
  if (!parsed.ok)
    return (
      <span role="img" aria-label={`${chord}: ${MESSAGES.invalidVariant}`}>
        {MESSAGES.invalidVariant}
      </span>
    );
  return (
    <Diagram
      chord={chord}
      variant={parsed.value}
      index={index}
      leftHanded={leftHanded ?? rememberedLeftHanded}
    />
  );
}

export { GuitarChordDiagram };
