import { ADMIN_USER_ROLES } from '@acorduri/contracts';
import type { ListFilter } from '@acorduri/list-toolkit';
import { USER_MESSAGES as T } from '../../messages';

/**
 * The Users filters and their query mapping (admin.md §5): role Standard=0, Admin=1, Susținător=2; verified and
 * the three "with" filters 'Da'=1 else 0 (the toolkit's yes/no); active 'Da' means expired=0, otherwise expired=1.
 */
export const USER_FILTERS: readonly ListFilter[] = [
  {
    id: 'role',
    label: T.filterRole,
    kind: 'select',
    options: ADMIN_USER_ROLES.map((role) => ({ value: String(role.id), label: role.name })),
  },
  { id: 'verified', label: T.filterVerified, kind: 'yesNo' },
  {
    id: 'active',
    label: T.filterActive,
    kind: 'yesNo',
    toQuery: (value) => ({ expired: value === '1' ? 0 : 1 }),
  },
  { id: 'withTabs', label: T.filterWithTabs, kind: 'yesNo', param: 'with_tabs' },
  { id: 'withRequests', label: T.filterWithRequests, kind: 'yesNo', param: 'with_requests' },
  { id: 'withComments', label: T.filterWithComments, kind: 'yesNo', param: 'with_comments' },
];
