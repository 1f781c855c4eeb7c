import { PATHS } from '@acorduri/contracts';
import { Breadcrumbs } from '@acorduri/ui-kit';
import { MESSAGES } from '../messages';

/**
 * Acasă > Contul meu > {current}. 'Contul meu' has no page of its own, so it links to the account settings
 * (its first screen), except on that screen where it is plain text.
 */
export function AccountBreadcrumbs({ current, withHome = true }: { current: string; withHome?: boolean }) {
  const account =
    current === MESSAGES.accountSettingsTitle
      ? { label: MESSAGES.myAccount }
      : { label: MESSAGES.myAccount, to: PATHS.accountSettings };
  return (
    <Breadcrumbs
      label={MESSAGES.breadcrumbs}
      items={[...(withHome ? [{ label: MESSAGES.home, to: PATHS.home }] : []), account, { label: current }]}
    />
  );
}
