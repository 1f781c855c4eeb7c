import { PATHS, pushAlert } from '@acorduri/contracts';
import { Alert, Breadcrumbs, Button, formatDate, SortMenu, Spinner, VisuallyHidden } from '@acorduri/ui-kit';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Paginator } from '../../components/Paginator';
import { Table } from '../../components/Table';
import { artistPath } from '../../components/tabLinks';
import { REQUESTS_PAGE_SIZE, type RequestSort, useRequests } from '../../data/requests';
import { useSessionUser } from '../../data/session';
import { usePageParam } from '../../data/usePageParam';
import { MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';
import { AddRequestDialog } from './AddRequestDialog';
import { VoteButton } from './VoteButton';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
`;

const SORT_OPTIONS = (Object.keys(MESSAGES.requestSorts) as RequestSort[]).map((value) => ({
  value,
  label: MESSAGES.requestSorts[value],
}));

/** /cereri: requests table (10 per page), sort menu, add dialog, one vote each. */
export default function RequestsScreen() {
  usePageMeta(MESSAGES.requestsTitle);
  const user = useSessionUser();
  const navigate = useNavigate();
  const [sort, setSort] = useState<RequestSort>('recent');
  const [page, setPage] = usePageParam();
  const [adding, setAdding] = useState(false);
  const { data, error, isLoading, mutate } = useRequests(sort, page);

  return (
    <section aria-labelledby="requests-title">
      <Breadcrumbs items={[{ label: MESSAGES.home, to: PATHS.home }, { label: MESSAGES.requestsTitle }]} />
      <h1 id="requests-title">{MESSAGES.requestsTitle}</h1>
      <p>{MESSAGES.requestsIntro}</p>
      <Toolbar>
        <SortMenu
          label={MESSAGES.sortLabel}
          options={SORT_OPTIONS}
          value={sort}
          onChange={(value) => {
            setSort(value);
            setPage(1);
          }}
        />
        <Button onClick={() => (user ? setAdding(true) : navigate(PATHS.login))}>
          {MESSAGES.requestAdd}
        </Button>
      </Toolbar>
      {isLoading && <Spinner label={MESSAGES.loading} />}
      {error ? <Alert severity="warning">{MESSAGES.loadError}</Alert> : null}
      {data && data.total === 0 && <Alert severity="info">{MESSAGES.noResults}</Alert>}
      {data && data.total > 0 && (
        <>
          <Table>
            <thead>
              <tr>
                <th scope="col">{MESSAGES.columnTitle}</th>
                <th scope="col">{MESSAGES.columnArtist}</th>
                <th scope="col" data-hide-mobile>
                  {MESSAGES.columnDate}
                </th>
                <th scope="col">{MESSAGES.columnVotes}</th>
                <th scope="col">
                  <VisuallyHidden>{MESSAGES.requestVote}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.requests.map((request) => (
                <tr key={request.id}>
                  <td>{request.title}</td>
                  <td>
                    {request.artist.slug ? (
                      <Link to={artistPath(request.artist.slug)}>{request.artist.name}</Link>
                    ) : (
                      request.artist.name
                    )}
                  </td>
                  <td data-hide-mobile>{formatDate(request.createdAt)}</td>
                  <td>{request.voteCount}</td>
                  <td>
                    <VoteButton
                      request={request}
                      signedIn={Boolean(user)}
                      onVoted={(voteCount) =>
                        void mutate(
                          (list) =>
                            list && {
                              ...list,
                              requests: list.requests.map((r) =>
                                r.id === request.id ? { ...r, voteCount, voted: true } : r,
                              ),
                            },
                          { revalidate: false },
                        )
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Paginator page={page} total={data.total} pageSize={REQUESTS_PAGE_SIZE} onPage={setPage} />
        </>
      )}
      {adding && (
        <AddRequestDialog
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            pushAlert(MESSAGES.requestAdded, 'success');
            void mutate();
          }}
        />
      )}
    </section>
  );
}
