import { messagesOfError } from '@acorduri/contracts';
import { Alert, Card, Spinner } from '@acorduri/ui-kit';
import { AccountBreadcrumbs } from '../../components/AccountBreadcrumbs';
import { Page, PageTitle } from '../../components/Page';
import { useOwnProfile } from '../../data/profile';
import { MESSAGES } from '../../messages';
import { ProfileForm } from './ProfileForm';

/** /profile-settings (Contul meu > Profil): the own profile and a link to its public page. */
export default function ProfileSettingsScreen() {
  const { data: profile, error, mutate } = useOwnProfile();
  return (
    <Page $width="narrow" aria-labelledby="profile-title">
      <AccountBreadcrumbs current={MESSAGES.profileSettingsTitle} withHome={false} />
      <PageTitle id="profile-title">{MESSAGES.profileSettingsTitle}</PageTitle>
      {error ? <Alert severity="warning">{messagesOfError(error).join(' ')}</Alert> : null}
      {profile ? (
        <Card as="div" title={profile.name} subtitle={MESSAGES.publishedTabs(profile.publishedTabCount)}>
          <ProfileForm profile={profile} onSaved={() => mutate()} />
        </Card>
      ) : error ? null : (
        <Spinner label={MESSAGES.loading} />
      )}
    </Page>
  );
}
