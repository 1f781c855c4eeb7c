import { PATHS } from '@acorduri/contracts';
import { Alert, Breadcrumbs, Button, Spinner } from '@acorduri/ui-kit';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useChordRoots, useChords, useChordTypes } from '../../data/useChordData';
import { ChordVariants } from '../../diagrams/ChordVariants';
import { type Instrument, InstrumentToggle } from '../../diagrams/InstrumentToggle';
import { MESSAGES } from '../../messages';
import { LeftHandedToggle } from '../../preferences/LeftHandedToggle';
import { RootSelect, rootOfSpelling, spelledChordName, TypeSelect } from '../ChordFilters';
import { useRouteTitle } from '../useRouteTitle';

const INSTRUMENTS: readonly Instrument[] = ['guitar', 'piano'];
const DEFAULT_ROOT = 'C';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const ChordSection = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

/** /dictionar-acorduri: chord diagrams filtered by root (default C) and type, for guitar or piano. */
export default function DictionaryScreen() {
  useRouteTitle(PATHS.chordDictionary);
  const navigate = useNavigate();
  const [spelling, setSpelling] = useState(DEFAULT_ROOT);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [instrument, setInstrument] = useState<Instrument>('guitar');
  const roots = useChordRoots();
  const types = useChordTypes();
  const chords = useChords({ root: rootOfSpelling(spelling), typeId });
  const fullNames = new Map(types.data?.types.map((type) => [type.id, type.fullName]));

  return (
    <section aria-labelledby="dictionary-title">
      <Breadcrumbs
        linkComponent={Link}
        items={[{ label: MESSAGES.home, to: PATHS.home }, { label: MESSAGES.dictionaryTitle }]}
      />
      <h1 id="dictionary-title">{MESSAGES.dictionaryTitle}</h1>
      <p>
        {MESSAGES.playableLead} <Link to={PATHS.playable}>{MESSAGES.playableLink}</Link>
      </p>
      {roots.error && <Alert severity="warning">{MESSAGES.rootsError}</Alert>}
      {types.error && <Alert severity="warning">{MESSAGES.typesError}</Alert>}
      <Filters>
        <RootSelect roots={roots.data?.roots} value={spelling} onChange={setSpelling} />
        <TypeSelect types={types.data?.types} value={typeId} onChange={setTypeId} labels="short" clearable />
      </Filters>
      <Actions>
        <InstrumentToggle value={instrument} options={INSTRUMENTS} onChange={setInstrument} />
        <LeftHandedToggle />
        <Button type="button" variant="secondary" onClick={() => navigate(PATHS.accessibleDictionary)}>
          {MESSAGES.toAccessible}
        </Button>
      </Actions>
      {chords.error && <Alert severity="warning">{MESSAGES.chordsError}</Alert>}
      {chords.isLoading && <Spinner label={MESSAGES.loading} />}
      {chords.data?.chords.length === 0 && <p>{MESSAGES.noChords}</p>}
      {chords.data?.chords.map((chord) => {
        const name = spelledChordName(chord, spelling);
        return (
          <ChordSection key={chord.id} aria-labelledby={`chord-${chord.id}`}>
            <h2 id={`chord-${chord.id}`}>
              {MESSAGES.chordHeading(name, chord.typeId === null ? undefined : fullNames.get(chord.typeId))}
            </h2>
            <ChordVariants chord={name} guitar={chord.guitar} piano={chord.piano} instrument={instrument} />
          </ChordSection>
        );
      })}
    </section>
  );
}
