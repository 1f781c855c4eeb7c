import type { CapoMode } from '@acorduri/contracts';
import { Button, Card, Spinner } from '@acorduri/ui-kit';
import { Suspense } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { RemoteBoundary } from '../../components/RemoteBoundary';
import { lazyRemote } from '../../components/remoteParts';
import { tabLabel } from '../../components/tabLinks';
import { useNextChords } from '../../data/playable';
import { PLAYABLE_MESSAGES as M, MESSAGES } from '../../messages';
import { RowDetail } from './PlayableResults';
import { playableTabPath } from './tabRowLink';

const ChordDiagram = lazyRemote<{ name: string; listen?: boolean }>('mf_chords/ChordDiagram');

const Examples = styled.ul`
  margin: ${({ theme }) => theme.spacing.xs} 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
`;

const Others = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

interface Props {
  readonly chords: readonly string[];
  readonly capo: CapoMode;
  readonly onAdd: (chord: string) => void;
}

/** The chord that opens the most further tabs, with its diagram and examples; the runners-up as quick adds. */
export function NextChordCard({ chords, capo, onAdd }: Props) {
  const { data, isLoading } = useNextChords(chords, capo);
  if (chords.length === 0) return null;
  const [best, ...others] = data?.chords ?? [];
  return (
    <section aria-labelledby="next-title">
      <Card>
        <h2 id="next-title">{M.nextTitle}</h2>
        {isLoading ? <Spinner label={MESSAGES.loading} /> : null}
        {data && !best ? <p>{M.nextNone}</p> : null}
        {best ? (
          <div data-testid="next-chord">
            <p>
              <strong>{best.chord}</strong> — {M.nextOpens(best.count)}
            </p>
            <RemoteBoundary fallback={M.diagramsUnavailable}>
              <Suspense fallback={<Spinner size="sm" label={MESSAGES.loading} />}>
                <ChordDiagram name={best.chord} />
              </Suspense>
            </RemoteBoundary>
            <RowDetail>{M.nextExamples}:</RowDetail>
            <Examples>
              {best.examples.map((tab) => (
                <li key={tab.id}>
                  <Link to={playableTabPath(tab, tab.capo)}>{tabLabel(tab)}</Link>
                </li>
              ))}
            </Examples>
            <Button onClick={() => onAdd(best.chord)}>{M.nextAdd(best.chord)}</Button>
          </div>
        ) : null}
        {others.length > 0 ? (
          <>
            <h3>{M.nextOthers}</h3>
            <Others>
              {others.map((other) => (
                <li key={other.chord}>
                  <Button variant="secondary" size="sm" onClick={() => onAdd(other.chord)}>
                    {M.nextAdd(other.chord)} (+{other.count})
                  </Button>
                </li>
              ))}
            </Others>
          </>
        ) : null}
      </Card>
    </section>
  );
}
