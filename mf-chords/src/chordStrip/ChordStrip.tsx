import { Alert, Button, closeIconPath, IconButton, PathIcon, Spinner } from '@acorduri/ui-kit';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useChordDatabase } from '../data/useChordData';
import { InstrumentToggle, type StripInstrument } from '../diagrams/InstrumentToggle';
import { MESSAGES } from '../messages';
import { useDiagramInstrument } from '../preferences/diagramInstrument';
import { LeftHandedToggle } from '../preferences/LeftHandedToggle';
import { findChords, transposeBody } from '../theory';
import { FirstVariantDiagram } from './FirstVariantDiagram';
import { matchChords } from './matchChords';

export interface ChordStripProps {
  /** The tab body (chord-over-lyrics text) */
  readonly body: string;
  /** Semitones the reader transposed the tab by */
  readonly semitones?: number;
  /** Shown first instead of the remembered guitar/piano choice (e.g. 'hidden') */
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

/**
 * The chords of a tab as diagrams (guitar, piano or hidden), each removable from the view; exposed to the tab
 * page as `mf_chords/ChordStrip`.
 */
export default function ChordStrip({ body, semitones = 0, initialInstrument }: ChordStripProps) {
  const [remembered, remember] = useDiagramInstrument();
  const [local, setLocal] = useState<StripInstrument | undefined>(initialInstrument);
  const instrument = local ?? remembered;
  // Guitar or piano is remembered for the page's chord popovers too; hiding is this strip's own business.
  const choose = (option: StripInstrument) => {
    setLocal(option === 'hidden' ? option : undefined);
    if (option !== 'hidden') remember(option);
  };
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
      {/* Paper shows the diagrams only, not the controls that choose them. */}
      <Toolbar data-print="hide">
        <InstrumentToggle value={instrument} options={INSTRUMENTS} onChange={choose} />
        {instrument === 'guitar' && <LeftHandedToggle />}
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
                  data-print="hide"
                  label={MESSAGES.removeChord(chord.name)}
                  onClick={() => setRemoved((current) => new Set(current).add(chord.name))}
                >
                  <PathIcon path={closeIconPath} />
                </IconButton>
              </ItemHeader>
              <FirstVariantDiagram chord={chord} instrument={instrument} />
            </Item>
          ))}
        </List>
      )}
    </Section>
  );
}

export { ChordStrip };
