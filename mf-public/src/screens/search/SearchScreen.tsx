import { messagesOfError, SEARCH_PAGE_SIZE } from '@acorduri/contracts';
import { Alert, isSearchable, Spinner } from '@acorduri/ui-kit';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { Paginator } from '../../components/Paginator';
import { SearchBox } from '../../components/search/SearchBox';
import { useDrawnInParts } from '../../components/useDrawnInParts';
import { useSessionUser } from '../../data/session';
import { useTabList } from '../../data/tabs';
import { usePageParam } from '../../data/usePageParam';
import { MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';
import { SearchResultRow } from './SearchResultRow';

/**
 * Results drawn at once, then as many more in each following frame: four fill a phone's (and a laptop's) first
 * screen, so replacing the server's first paint lays out a screenful, not the whole page (#28).
 */
const ROWS_PER_PART = 4;

const Results = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * /cautare/{search}: paged results (10), highlighted matches; invalid text gets the spec's message. The first
 * results are drawn in parts, the pager with the last part so nothing on the screen moves.
 */
export default function SearchScreen() {
  const search = (useParams().search ?? '').trim();
  const [page, setPage] = usePageParam();
  const user = useSessionUser();
  const valid = isSearchable(search);
  const { data, error, isLoading } = useTabList(valid ? { search } : null, {
    page,
    pageSize: SEARCH_PAGE_SIZE,
  });
  usePageMeta(MESSAGES.searchTitle(search));
  const rows = data?.tabs ?? [];
  const drawn = useDrawnInParts(rows.length, ROWS_PER_PART, true);

  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title">{MESSAGES.searchTitle(search)}</h1>
      <SearchBox key={search} initialText={search} />
      {!valid && <Alert severity="warning">{MESSAGES.searchInvalid}</Alert>}
      {valid && error ? <Alert severity="warning">{messagesOfError(error).join(' ')}</Alert> : null}
      {valid && isLoading && <Spinner label={MESSAGES.loading} />}
      {data && data.total === 0 && <Alert severity="info">{MESSAGES.noResults}</Alert>}
      {data && data.total > 0 && (
        <>
          <Results aria-label={MESSAGES.searchResults}>
            {rows.slice(0, drawn).map((tab) => (
              <SearchResultRow key={tab.id} tab={tab} query={search} signedIn={Boolean(user)} />
            ))}
          </Results>
          {drawn >= rows.length && (
            <Paginator page={page} total={data.total} pageSize={SEARCH_PAGE_SIZE} onPage={setPage} />
          )}
        </>
      )}
    </section>
  );
}
