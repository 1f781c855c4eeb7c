import type { CapoMode } from '@acorduri/contracts';
import { Alert, Spinner } from '@acorduri/ui-kit';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Paginator } from '../../components/Paginator';
import { tabLabel } from '../../components/tabLinks';
import { PLAYABLE_PAGE_SIZE, usePlayableTabs } from '../../data/playable';
import { PLAYABLE_MESSAGES as M, MESSAGES } from '../../messages';
import { playableTabPath } from './tabRowLink';

export const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    padding: ${({ theme }) => theme.spacing.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const RowDetail = styled.p`
  margin: 2px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Props {
  readonly chords: readonly string[];
  readonly capo: CapoMode;
  readonly page: number;
  readonly onPage: (page: number) => void;
}

/** The tabs playable with the reader's chords: each with its capo and the shapes then played. */
export function PlayableResults({ chords, capo, page, onPage }: Props) {
  const { data, error, isLoading } = usePlayableTabs(chords, capo, page);
  return (
    <section aria-labelledby="results-title" aria-busy={isLoading}>
      <h2 id="results-title">{M.resultsTitle}</h2>
      {chords.length === 0 ? <p>{M.pickFirst}</p> : null}
      {isLoading ? <Spinner label={MESSAGES.loading} /> : null}
      {error ? <Alert severity="warning">{M.loadError}</Alert> : null}
      {chords.length > 0 && data ? (
        <>
          <p aria-live="polite">{data.total === 0 ? M.noResults : M.resultsCount(data.total)}</p>
          {data.partial ? <Alert severity="info">{M.partial}</Alert> : null}
          <Rows>
            {data.tabs.map((tab) => (
              <li key={tab.id} data-testid="playable-row">
                <Link to={playableTabPath(tab, tab.capo)}>{tabLabel(tab)}</Link>
                <RowDetail>
                  <strong>{tab.capo === 0 ? M.capoNone : M.capoFret(tab.capo)}</strong> · {M.playedAs}{' '}
                  {tab.chords.join(' ')}
                </RowDetail>
              </li>
            ))}
          </Rows>
          <Paginator page={page} total={data.total} pageSize={PLAYABLE_PAGE_SIZE} onPage={onPage} />
        </>
      ) : null}
    </section>
  );
}
