import styled from 'styled-components';
import { Audible } from '../audio/Audible';
import { MESSAGES } from '../messages';
import GuitarChordDiagram from './GuitarChordDiagram';
import type { Instrument } from './InstrumentToggle';
import PianoChordDiagram from './PianoChordDiagram';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: flex-start;
`;

export interface ChordVariantsProps {
  readonly chord: string;
  readonly guitar: readonly string[];
  readonly piano: readonly string[];
  readonly instrument: Instrument;
}

/** Every variant of one chord for the chosen instrument. */
export function ChordVariants({ chord, guitar, piano, instrument }: ChordVariantsProps) {
  const variants = instrument === 'guitar' ? guitar : piano;
  if (variants.length === 0) return <p>{MESSAGES.noVariants}</p>;
  return (
    <Row>
      {variants.map((variant, index) => (
        <Audible key={variant} chord={chord} variant={variant} instrument={instrument}>
          {instrument === 'guitar' ? (
            <GuitarChordDiagram chord={chord} variant={variant} index={index + 1} />
          ) : (
            <PianoChordDiagram chord={chord} variant={variant} index={index + 1} />
          )}
        </Audible>
      ))}
    </Row>
  );
}
