import { progressionDegreesSchema } from '@acorduri/contracts';
import { Alert, Button, Spinner, TextField } from '@acorduri/ui-kit';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Paginator } from '../../components/Paginator';
import { tabLabel, tabPath } from '../../components/tabLinks';
import { PLAYABLE_PAGE_SIZE, useProgressionTabs } from '../../data/playable';
import { PLAYABLE_MESSAGES as M, MESSAGES } from '../../messages';
import { RowDetail, Rows } from './PlayableResults';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  > :first-child {
    flex: 1;
  }
`;

/** "Caută o progresie": tabs holding I-V-vi-IV (or any 2–8 degrees) in whatever key they are written. */
export function ProgressionSearch() {
  const [typed, setTyped] = useState('');
  const [degrees, setDegrees] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useProgressionTabs(degrees, page);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule (contracts), so a refused progression never makes a call.
    const { error } = progressionDegreesSchema().validate(typed);
    setProblem(error ? error.message : null);
    if (!error) {
      setDegrees(typed.replace(/\s+/g, ''));
      setPage(1);
    }
  };

  return (
    <section aria-labelledby="progression-title" aria-busy={isLoading}>
      <h2 id="progression-title">{M.progressionTitle}</h2>
      <Form onSubmit={submit} noValidate>
        <TextField
          label={M.progressionLabel}
          placeholder={M.progressionPlaceholder}
          value={typed}
          autoComplete="off"
          error={problem}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{M.progressionSearch}</Button>
      </Form>
      {isLoading ? <Spinner label={MESSAGES.loading} /> : null}
      {error ? <Alert severity="warning">{M.loadError}</Alert> : null}
      {degrees !== '' && data ? (
        <>
          <p aria-live="polite">{data.total === 0 ? M.progressionNone : M.resultsCount(data.total)}</p>
          {data.partial ? <Alert severity="info">{M.partial}</Alert> : null}
          <Rows>
            {data.tabs.map((tab) => (
              <li key={tab.id} data-testid="progression-row">
                <Link to={tabPath(tab)}>{tabLabel(tab)}</Link>
                <RowDetail>
                  {M.progressionKey(tab.key)}, {M.progressionStart(tab.start.line)}: {tab.chords.join(' – ')}
                </RowDetail>
              </li>
            ))}
          </Rows>
          <Paginator page={page} total={data.total} pageSize={PLAYABLE_PAGE_SIZE} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
