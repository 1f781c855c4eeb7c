import { Alert, Spinner } from '@acorduri/ui-kit';
import { useMemo } from 'react';
import { useChordDatabase } from '../data/useChordData';
import { MESSAGES } from '../messages';
import { useDiagramInstrument } from '../preferences/diagramInstrument';
import { parseChordSymbol } from '../theory';
import { FirstVariantDiagram } from './FirstVariantDiagram';
import { matchChords } from './matchChords';

export interface ChordDiagramProps {
  /** The chord as the text shows it ('G#m', 'am', 'H7') */
  readonly name: string;
  /** The text writes B natural as H (so 'B' is B flat), as `findChords(body).german` says */
  readonly german?: boolean;
  /** With its "Ascultă" button (default); false where the diagram sits inside a button */
  readonly listen?: boolean;
}

/**
 * One chord of a tab's text as a diagram, named like the strip names it, on the instrument chosen in the strip
 * and left-handed when so remembered; exposed as `mf_chords/ChordDiagram` for the tab page's chord popovers.
 */
export default function ChordDiagram({ name, german = false, listen = true }: ChordDiagramProps) {
  const [instrument] = useDiagramInstrument();
  const symbol = useMemo(() => parseChordSymbol(name, { german }), [name, german]);
  const database = useChordDatabase(symbol !== undefined);
  const chord = useMemo(
    () => (symbol && database.data ? matchChords([symbol], database.data)[0] : undefined),
    [symbol, database.data],
  );
  if (!symbol) return <span>{MESSAGES.diagramUnavailable}</span>;
  if (database.error) return <Alert severity="warning">{MESSAGES.filesError}</Alert>;
  if (!chord) return <Spinner size="sm" label={MESSAGES.loading} />;
  return <FirstVariantDiagram chord={chord} instrument={instrument} listen={listen} />;
}

export { ChordDiagram };
