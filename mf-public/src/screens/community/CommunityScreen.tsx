import { buildPath, PATHS } from '@acorduri/contracts';
import { Alert, Breadcrumbs, Spinner } from '@acorduri/ui-kit';
import { Link } from 'react-router';
import { Paginator } from '../../components/Paginator';
import { Table } from '../../components/Table';
import { CONTRIBUTORS_PER_PAGE, useContributors } from '../../data/profiles';
import { usePageParam } from '../../data/usePageParam';
import { MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';

/** /comunitate: contributors, 100 per page, each linking to /profil/{slug}. */
export default function CommunityScreen() {
  usePageMeta(MESSAGES.communityTitle);
  const [page, setPage] = usePageParam();
  const { data, error, isLoading } = useContributors(page);
  return (
    <section aria-labelledby="community-title">
      <Breadcrumbs items={[{ label: MESSAGES.home, to: PATHS.home }, { label: MESSAGES.communityTitle }]} />
      <h1 id="community-title">{MESSAGES.communityTitle}</h1>
      <p>{MESSAGES.communityIntro}</p>
      {isLoading && <Spinner label={MESSAGES.loading} />}
      {error ? <Alert severity="warning">{MESSAGES.loadError}</Alert> : null}
      {data && (
        <>
          <Table>
            <thead>
              <tr>
                <th scope="col">{MESSAGES.columnAuthor}</th>
                <th scope="col">{MESSAGES.columnTabs}</th>
              </tr>
            </thead>
            <tbody>
              {data.contributors.map((contributor) => (
                <tr key={contributor.slug}>
                  <td>
                    <Link to={buildPath(PATHS.profile, { slug: contributor.slug })}>{contributor.name}</Link>
                  </td>
                  <td>{MESSAGES.contributions(contributor.publishedTabCount)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Paginator page={page} total={data.total} pageSize={CONTRIBUTORS_PER_PAGE} onPage={setPage} />
        </>
      )}
    </section>
  );
}
