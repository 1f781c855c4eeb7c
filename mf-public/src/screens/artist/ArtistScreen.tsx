import { ARTIST_PAGE_TAB_LIST, PATHS, type TabRequestView } from '@acorduri/contracts';
import { Alert, Breadcrumbs, formatDate, Spinner, type TabItem, Tabs } from '@acorduri/ui-kit';
import { Link, useParams } from 'react-router';
import { type Column, ColumnTable } from '../../components/ColumnTable';
import { tabAuthorColumn, tabRatingColumn, tabTitleWithoutArtistColumn } from '../../components/tabColumns';
import { useArtist, useArtistRequests } from '../../data/artists';
import { useTabList } from '../../data/tabs';
import { isNotFound, useNotFoundRedirect } from '../../data/useNotFoundRedirect';
import { MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';

const TAB_COLUMNS = [
  tabTitleWithoutArtistColumn,
  { ...tabAuthorColumn, hideOnMobile: true },
  tabRatingColumn,
];

const REQUEST_COLUMNS: readonly Column<TabRequestView>[] = [
  { header: MESSAGES.columnTitle, cell: (request) => <Link to={PATHS.requests}>{request.title}</Link> },
  { header: MESSAGES.columnVotes, cell: (request) => request.voteCount },
  { header: MESSAGES.columnDate, cell: (request) => formatDate(request.createdAt) },
];

function ArtistTabs({ slug }: { readonly slug: string }) {
  const { data } = useTabList({ artistSlug: slug }, ARTIST_PAGE_TAB_LIST);
  if (!data) return <Spinner label={MESSAGES.loading} />;
  return <ColumnTable columns={TAB_COLUMNS} rows={data.tabs} progressive />;
}

function ArtistRequests({ slug }: { readonly slug: string }) {
  const { data } = useArtistRequests(slug);
  if (!data) return <Spinner label={MESSAGES.loading} />;
  return <ColumnTable columns={REQUEST_COLUMNS} rows={data.requests} />;
}

/** /artisti/{slug}: the product tab and the 'Cereri' tab, each only when its count is above zero. */
export default function ArtistScreen() {
  const slug = useParams().slug ?? '';
  const { data: artist, error, isLoading } = useArtist(slug);
  useNotFoundRedirect(error, PATHS.notFound404);
  usePageMeta(artist?.name, artist ? `Acorduri ${artist.name}: ${artist.tabCount}.` : undefined);
  const items: TabItem[] = [];
  if (artist && artist.tabCount > 0)
    items.push({ id: 'tabs', label: MESSAGES.artistTabs, panel: <ArtistTabs slug={artist.slug} /> });
  if (artist && artist.requestCount > 0)
    items.push({
      id: 'requests',
      label: MESSAGES.artistRequests,
      panel: <ArtistRequests slug={artist.slug} />,
    });
  return (
    <section aria-labelledby="artist-title">
      <Breadcrumbs
        items={[
          { label: MESSAGES.home, to: PATHS.home },
          { label: MESSAGES.artistsTitle, to: PATHS.artists },
          { label: artist?.name ?? slug },
        ]}
      />
      <h1 id="artist-title">{artist?.name ?? slug}</h1>
      {isLoading && <Spinner label={MESSAGES.loading} />}
      {error && !isNotFound(error) ? <Alert severity="warning">{MESSAGES.loadError}</Alert> : null}
      {artist && items.length > 0 && <Tabs label={artist.name} items={items} />}
    </section>
  );
}
