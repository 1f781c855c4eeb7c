import { PATHS } from '@acorduri/contracts';
import { Breadcrumbs, Checkbox, useDebounce } from '@acorduri/ui-kit';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useKnownChords } from '../../data/playable';
import { PLAYABLE_MESSAGES as M, MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';
import { ChordPicker } from './ChordPicker';
import { addChord } from './chordChoice';
import { NextChordCard } from './NextChordCard';
import { PlayableResults } from './PlayableResults';
import { ProgressionSearch } from './ProgressionSearch';

/** Results follow the picks once the taps pause. */
const RESULTS_DEBOUNCE_MS = 400;

/** One column on a phone (picker, results, next chord, progression), two from a tablet on. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  ${({ theme }) => theme.media.up('tablet')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

/** /ce-pot-canta: the songs a reader can play with the chords they know, and the next chord to learn. */
export default function PlayableScreen() {
  usePageMeta(M.title);
  const { known, save } = useKnownChords();
  const [chords, setChords] = useState<string[]>([]);
  const [capoAny, setCapoAny] = useState(false);
  const [page, setPage] = useState(1);
  const prefilled = useRef(false);
  const shownChords = useDebounce(chords, RESULTS_DEBOUNCE_MS);
  const capo = capoAny ? 'any' : '0';

  // A signed-in reader starts from the chords saved last time, unless they already began picking.
  useEffect(() => {
    if (prefilled.current || known === undefined) return;
    prefilled.current = true;
    setChords((current) => (current.length === 0 ? [...known] : current));
  }, [known]);

  const change = (next: string[]) => {
    prefilled.current = true;
    setChords(next);
    setPage(1);
    save(next);
  };

  const addNext = (chord: string) => {
    const choice = addChord(chords, chord);
    if (choice.ok) change(choice.chords);
  };

  return (
    <section aria-labelledby="playable-title">
      <Breadcrumbs items={[{ label: MESSAGES.home, to: PATHS.home }, { label: M.title }]} />
      <h1 id="playable-title">{M.title}</h1>
      <p>{M.intro}</p>
      <Columns>
        <div>
          <ChordPicker chosen={chords} onChange={change} />
          <Checkbox
            label={M.capoAny}
            checked={capoAny}
            onChange={(checked) => {
              setCapoAny(checked);
              setPage(1);
            }}
          />
          <PlayableResults chords={shownChords} capo={capo} page={page} onPage={setPage} />
        </div>
        <Side>
          <NextChordCard chords={shownChords} capo={capo} onAdd={addNext} />
          <ProgressionSearch />
        </Side>
      </Columns>
    </section>
  );
}
