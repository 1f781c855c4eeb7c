import GuitarChordDiagram from '../diagrams/GuitarChordDiagram';
import type { Instrument } from '../diagrams/InstrumentToggle';
import PianoChordDiagram from '../diagrams/PianoChordDiagram';
import { MESSAGES } from '../messages';
import type { StripChord } from './matchChords';

/** The first (most common) variant of a tab's chord, labelled with the chord's name as the text spells it. */
export function FirstVariantDiagram({ chord, instrument }: { chord: StripChord; instrument: Instrument }) {
  const variant = instrument === 'guitar' ? chord.guitar[0] : chord.piano[0];
  if (!variant) return <span>{MESSAGES.diagramUnavailable}</span>;
  return instrument === 'guitar' ? (
    <GuitarChordDiagram chord={chord.name} variant={variant} />
  ) : (
    <PianoChordDiagram chord={chord.name} variant={variant} />
  );
}
