import { lazy, Suspense } from 'react';
import { Audible } from '../audio/Audible';
import GuitarChordDiagram from '../diagrams/GuitarChordDiagram';
import type { Instrument } from '../diagrams/InstrumentToggle';
import { MESSAGES } from '../messages';
import type { StripChord } from './matchChords';

// Fetched once a reader chooses the piano: a tab page's first visit draws guitar diagrams only (#28).
const PianoChordDiagram = lazy(() => import('../diagrams/PianoChordDiagram'));

interface Props {
  readonly chord: StripChord;
  readonly instrument: Instrument;
  /** With its "Ascultă" button (left out where the diagram is itself a button) */
  readonly listen?: boolean;
}

/** The first (most common) variant of a tab's chord, labelled with the chord's name as the text spells it. */
export function FirstVariantDiagram({ chord, instrument, listen = true }: Props) {
  const variant = instrument === 'guitar' ? chord.guitar[0] : chord.piano[0];
  if (!variant) return <span>{MESSAGES.diagramUnavailable}</span>;
  const diagram =
    instrument === 'guitar' ? (
      <GuitarChordDiagram chord={chord.name} variant={variant} />
    ) : (
      <Suspense fallback={null}>
        <PianoChordDiagram chord={chord.name} variant={variant} />
      </Suspense>
    );
  return listen ? (
    <Audible chord={chord.name} variant={variant} instrument={instrument}>
      {diagram}
    </Audible>
  ) : (
    diagram
  );
}
