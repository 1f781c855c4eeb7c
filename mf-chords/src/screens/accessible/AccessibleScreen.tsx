import { type Chord, PATHS, parseGuitarVariant, parsePianoVariant } from '@acorduri/contracts';
import { Alert, Breadcrumbs, Button, Spinner } from '@acorduri/ui-kit';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ChordFilter } from '../../data/chordApi';
import { useChordRoots, useChords, useChordTypes } from '../../data/useChordData';
import { describeGuitarStrings, pianoNoteNames, positionName } from '../../diagrams/describeVariant';
import { MESSAGES } from '../../messages';
import { RootSelect, rootOfSpelling, spelledChordName, TypeSelect } from '../ChordFilters';
import { useRouteTitle } from '../useRouteTitle';

const DEFAULT_ROOT = 'A';
const DEFAULT_TYPE_ID = 1;

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

/** Text-only definitions: every guitar variant string by string, every piano variant by its keys. */
function ChordDefinitions({ chord, spelling }: { chord: Chord; spelling: string }) {
  const headingId = `definitions-${chord.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{MESSAGES.chordHeading(spelledChordName(chord, spelling), chord.type?.fullName)}</h2>
      {chord.guitar.map((text, index) => {
        const parsed = parseGuitarVariant(text);
        if (!parsed.ok) return null;
        return (
          <section key={text}>
            <h3>{MESSAGES.guitarVariantHeading(index + 1, positionName(parsed.value))}</h3>
            <ol>
              {describeGuitarStrings(parsed.value).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </section>
        );
      })}
      {chord.piano.map((text, index) => {
        const parsed = parsePianoVariant(text);
        if (!parsed.ok) return null;
        return (
          <section key={text}>
            <h3>{MESSAGES.pianoVariantHeading(index + 1)}</h3>
            <p>{MESSAGES.pianoKeys(pianoNoteNames(parsed.value))}</p>
          </section>
        );
      })}
    </section>
  );
}

/** /accesibil: root (default A) and type (default id 1, by full name); 'Listează definiții' lists the text. */
export default function AccessibleScreen() {
  useRouteTitle(PATHS.accessibleDictionary);
  const [root, setRoot] = useState(DEFAULT_ROOT);
  const [typeId, setTypeId] = useState<number | null>(DEFAULT_TYPE_ID);
  const [listed, setListed] = useState<{ filter: ChordFilter; spelling: string } | null>(null);
  const roots = useChordRoots();
  const types = useChordTypes();
  const chords = useChords(listed?.filter ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setListed({ filter: { root: rootOfSpelling(root), typeId }, spelling: root });
  };

  return (
    <section aria-labelledby="accessible-title">
      <Breadcrumbs
        linkComponent={Link}
        items={[
          { label: MESSAGES.home, to: PATHS.home },
          { label: MESSAGES.dictionaryTitle, to: PATHS.chordDictionary },
          { label: MESSAGES.accessibleTitle },
        ]}
      />
      <h1 id="accessible-title">{MESSAGES.accessibleTitle}</h1>
      {roots.error && <Alert severity="warning">{MESSAGES.rootsError}</Alert>}
      {types.error && <Alert severity="warning">{MESSAGES.typesError}</Alert>}
      <Form onSubmit={submit}>
        <RootSelect roots={roots.data?.roots} value={root} onChange={setRoot} />
        <TypeSelect types={types.data?.types} value={typeId} onChange={setTypeId} labels="full" />
        <Button type="submit">{MESSAGES.listDefinitions}</Button>
      </Form>
      <div aria-live="polite">
        {!listed && <p>{MESSAGES.chooseAndList}</p>}
        {chords.error && <Alert severity="warning">{MESSAGES.chordsError}</Alert>}
        {chords.isLoading && <Spinner label={MESSAGES.loading} />}
        {chords.data?.chords.length === 0 && <p>{MESSAGES.noChords}</p>}
        {listed &&
          chords.data?.chords.map((chord) => (
            <ChordDefinitions key={chord.id} chord={chord} spelling={listed.spelling} />
          ))}
      </div>
    </section>
  );
}
