import { decodeInstruments, PAGE_SLUG_PATTERN, PATHS } from '@acorduri/contracts';
import { Alert, Breadcrumbs, formatDate, LoadMore, Spinner } from '@acorduri/ui-kit';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { ColumnTable } from '../../components/ColumnTable';
import { tabDateColumn, tabTitleColumn } from '../../components/tabColumns';
import { useContributions, useProfile } from '../../data/profiles';
import { useNotFoundRedirect } from '../../data/useNotFoundRedirect';
import { MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';
import { ProfileSongbooks } from './ProfileSongbooks';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const CONTRIBUTION_COLUMNS = [tabTitleColumn, tabDateColumn];

function Contributions({ slug }: { readonly slug: string }) {
  const { tabs, total, isLoading, isLoadingMore, loadMore } = useContributions(slug);
  if (isLoading) return <Spinner label={MESSAGES.loading} />;
  return (
    <section aria-labelledby="contributions-title">
      <h2 id="contributions-title">
        {MESSAGES.profileContributions} ({total})
      </h2>
      {tabs.length > 0 && <ColumnTable columns={CONTRIBUTION_COLUMNS} rows={tabs} />}
      <LoadMore
        hasMore={tabs.length < total}
        loading={isLoadingMore}
        label={MESSAGES.loadMore}
        onLoadMore={() => void loadMore()}
      />
    </section>
  );
}

/** /profil/{slug}: slug checked (letters, digits, hyphen); 404 → /not-found; contributions 50 at a time. */
export default function ProfileScreen() {
  const slug = useParams().slug ?? '';
  const validSlug = PAGE_SLUG_PATTERN.test(slug);
  const { data: profile, error, isLoading } = useProfile(validSlug ? slug : null);
  useNotFoundRedirect(error, PATHS.notFound);
  usePageMeta(profile?.name);
  const instruments = profile ? decodeInstruments(profile.instrumentCodes) : [];
  return (
    <section aria-labelledby="profile-title">
      <Breadcrumbs
        items={[
          { label: MESSAGES.home, to: PATHS.home },
          { label: MESSAGES.communityTitle, to: PATHS.community },
          { label: profile?.name ?? slug },
        ]}
      />
      <h1 id="profile-title">{profile?.name ?? slug}</h1>
      {!validSlug && <Alert severity="warning">{MESSAGES.pageParamInvalid}</Alert>}
      {isLoading && validSlug && <Spinner label={MESSAGES.loading} />}
      {profile && (
        <>
          <Facts>
            <dt>{MESSAGES.profileMember}</dt>
            <dd>{formatDate(profile.createdAt)}</dd>
            {profile.location && (
              <>
                <dt>{MESSAGES.profileLocation}</dt>
                <dd>{profile.location}</dd>
              </>
            )}
            {instruments.length > 0 && (
              <>
                <dt>{MESSAGES.profileInstruments}</dt>
                <dd>{instruments.join(', ')}</dd>
              </>
            )}
            {profile.favouriteArtists && (
              <>
                <dt>{MESSAGES.profileFavouriteArtists}</dt>
                <dd>{profile.favouriteArtists}</dd>
              </>
            )}
            {profile.otherInfo && (
              <>
                <dt>{MESSAGES.profileOtherInfo}</dt>
                <dd>{profile.otherInfo}</dd>
              </>
            )}
          </Facts>
          <Contributions slug={profile.slug} />
          <ProfileSongbooks slug={profile.slug} count={profile.publicSongbookCount} />
        </>
      )}
    </section>
  );
}
