import { ADMIN_USER_ROLES, ROLES } from '@acorduri/contracts';
import { Icon, type IconName } from '@acorduri/ui-kit';

const ROLE_ICONS: Readonly<Record<number, IconName>> = {
  [ROLES.standard]: 'person',
  [ROLES.admin]: 'shield',
  [ROLES.supporter]: 'favorite',
};

/** The role's name from admin.md §3, or the raw number for a role this build does not know. */
export function roleName(role: number): string {
  return ADMIN_USER_ROLES.find((known) => known.id === role)?.name ?? String(role);
}

/** The role with its icon (the icon is decorative: the name beside it says the same). */
export function RoleBadge({ role }: { readonly role: number }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.25em' }}>
      <Icon name={ROLE_ICONS[role] ?? 'person'} />
      {roleName(role)}
    </span>
  );
}
