import { PATHS } from '@acorduri/contracts';
import { Alert, Breadcrumbs, formatDate, Spinner, StarRating, type TabItem, Tabs } from '@acorduri/ui-kit';
import { Link, useParams } from 'react-router';
import { TabChips } from '../../components/TabChips';
import { Table } from '../../components/Table';
import { tabPath } from '../../components/tabLinks';
import { useArtist, useArtistRequests } from '../../data/artists';
import { useTabList } from '../../data/tabs';
import { MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';

/** Every tab of an artist fits one call (the API's largest page). */
const ARTIST_TAB_LIMIT = 500;

function ArtistTabs({ slug }: { readonly slug: string }) {
  const { data } = useTabList(
    { artistSlug: slug },
    { page: 1, pageSize: ARTIST_TAB_LIMIT, orderby: 'title', sort: 'asc' },
  );
  if (!data) return <Spinner label={MESSAGES.loading} />;
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{MESSAGES.columnTitle}</th>
          <th scope="col" data-hide-mobile>
            {MESSAGES.columnAuthor}
          </th>
          <th scope="col">{MESSAGES.columnRating}</th>
        </tr>
      </thead>
      <tbody>
        {data.tabs.map((tab) => (
          <tr key={tab.id}>
            <td>
              <Link to={tabPath(tab)}>{tab.title}</Link>
              <TabChips tab={tab} />
            </td>
            <td data-hide-mobile>{tab.author?.name}</td>
            <td>
              <StarRating value={tab.rating} count={tab.ratingCount} size="sm" />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function ArtistRequests({ slug }: { readonly slug: string }) {
  const { data } = useArtistRequests(slug);
  if (!data) return <Spinner label={MESSAGES.loading} />;
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{MESSAGES.columnTitle}</th>
          <th scope="col">{MESSAGES.columnVotes}</th>
          <th scope="col">{MESSAGES.columnDate}</th>
        </tr>
      </thead>
      <tbody>
        {data.requests.map((request) => (
          <tr key={request.id}>
            <td>
              <Link to={PATHS.requests}>{request.title}</Link>
            </td>
            <td>{request.voteCount}</td>
            <td>{formatDate(request.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** /artisti/{slug}: the product tab and the 'Cereri' tab, each only when its count is above zero. */
export default function ArtistScreen() {
  const slug = useParams().slug ?? '';
  const { data: artist, error, isLoading } = useArtist(slug);
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
      {error ? <Alert severity="warning">{MESSAGES.loadError}</Alert> : null}
      {artist && items.length > 0 && <Tabs label={artist.name} items={items} />}
    </section>
  );
}
