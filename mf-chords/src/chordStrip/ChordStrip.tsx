import { Alert, Button, Icon, IconButton, Spinner } from '@acorduri/ui-kit';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useChordDatabase } from '../data/useChordData';
import GuitarChordDiagram from '../diagrams/GuitarChordDiagram';
import { InstrumentToggle, type StripInstrument } from '../diagrams/InstrumentToggle';
import PianoChordDiagram from '../diagrams/PianoChordDiagram';
import { MESSAGES } from '../messages';
import { findChords, transposeBody } from '../theory';
import { matchChords, type StripChord } from './matchChords';

export interface ChordStripProps {
  /** The tab body (chord-over-lyrics text) */
  readonly body: string;
  /** Semitones the reader transposed the tab by */
  readonly semitones?: number;
  readonly initialInstrument?: StripInstrument;
}

const INSTRUMENTS: readonly StripInstrument[] = ['guitar', 'piano', 'hidden'];

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;

  @media print {
    break-inside: avoid;
  }
`;

const ItemHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  @media print {
    button {
      display: none;
    }
  }
`;

/** The tab's chords as the reader sees them in the text (transposed by the same `transposeBody`). */
function useTabChordSymbols(body: string, semitones: number) {
  return useMemo(() => findChords(transposeBody(body, semitones)).chords, [body, semitones]);
}

function StripDiagram({ chord, instrument }: { chord: StripChord; instrument: 'guitar' | 'piano' }) {
  const variant = instrument === 'guitar' ? chord.guitar[0] : chord.piano[0];
  if (!variant) return <span>{MESSAGES.diagramUnavailable}</span>;
  return instrument === 'guitar' ? (
    <GuitarChordDiagram chord={chord.name} variant={variant} />
  ) : (
    <PianoChordDiagram chord={chord.name} variant={variant} />
  );
}

/**
 * The chords of a tab as diagrams (guitar, piano or hidden), each removable from the view; exposed to the tab
 * page as `mf_chords/ChordStrip`.
 */
export default function ChordStrip({ body, semitones = 0, initialInstrument = 'guitar' }: ChordStripProps) {
  const [instrument, setInstrument] = useState<StripInstrument>(initialInstrument);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const symbols = useTabChordSymbols(body, semitones);
  const database = useChordDatabase(symbols.length > 0);
  const chords = useMemo(
    () => (database.data ? matchChords(symbols, database.data) : []),
    [symbols, database.data],
  );
  if (symbols.length === 0) return null;
  const visible = chords.filter((chord) => !removed.has(chord.name));
  return (
    <Section aria-label={MESSAGES.chordStripLabel}>
      <Toolbar>
        <InstrumentToggle value={instrument} options={INSTRUMENTS} onChange={setInstrument} />
        {removed.size > 0 && (
          <Button type="button" size="sm" variant="text" onClick={() => setRemoved(new Set())}>
            {MESSAGES.restoreChords(removed.size)}
          </Button>
        )}
      </Toolbar>
      {database.error && <Alert severity="warning">{MESSAGES.filesError}</Alert>}
      {instrument !== 'hidden' && database.isLoading && <Spinner label={MESSAGES.loading} />}
      {instrument !== 'hidden' && visible.length > 0 && (
        <List>
          {visible.map((chord) => (
            <Item key={chord.name}>
              <ItemHeader>
                <span>{chord.name}</span>
                <IconButton
                  size="sm"
                  label={MESSAGES.removeChord(chord.name)}
                  onClick={() => setRemoved((current) => new Set(current).add(chord.name))}
                >
                  <Icon name="close" />
                </IconButton>
              </ItemHeader>
              <StripDiagram chord={chord} instrument={instrument} />
            </Item>
          ))}
        </List>
      )}
    </Section>
  );
}

export { ChordStrip };
