import { type AdminUserView, decodeInstruments, PATHS } from '@acorduri/contracts';
import { Dialog, formatDateTime, MESSAGES as KIT, Tabs } from '@acorduri/ui-kit';
import { Link } from 'react-router';
import { FactList } from '../../components/FactList';
import { USER_MESSAGES as T } from '../../messages';
import { RoleBadge } from './roleIcons';

const yesNo = (value: boolean) => (value ? KIT.yes : KIT.no);
const orNone = (text: string) => text.trim() || T.none;
const dateOrNone = (value: string | null) => (value ? formatDateTime(value) : T.none);

function AccountFacts({ user }: { readonly user: AdminUserView }) {
  return (
    <>
      <FactList
        facts={[
          { label: T.id, value: user.id },
          { label: T.username, value: user.username },
          { label: T.slug, value: user.slug },
          { label: T.email, value: user.email },
          { label: T.emailVerified, value: yesNo(user.emailVerified) },
          { label: T.emailVisibility, value: user.emailVisibility === 0 ? T.emailPrivate : T.emailPublic },
          { label: T.role, value: <RoleBadge role={user.role} /> },
          { label: T.createdAt, value: dateOrNone(user.createdAt) },
          { label: T.accountExpiryDate, value: dateOrNone(user.accountExpiryDate) },
          { label: T.active, value: yesNo(!user.isAccountExpired) },
          { label: T.lastLogin, value: dateOrNone(user.lastLogin) },
        ]}
      />
      {/* What the account did (sign-ins, failures, changes) is one filter away in the log. */}
      <p>
        <Link to={`${PATHS.adminLogs}?userId=${user.id}`}>{T.userEvents}</Link>
      </p>
    </>
  );
}

function ProfileFacts({ user }: { readonly user: AdminUserView }) {
  const instruments = decodeInstruments(user.instrumentCodes);
  return (
    <FactList
      facts={[
        { label: T.location, value: orNone(user.locationName) },
        { label: T.instruments, value: instruments.length > 0 ? instruments.join(', ') : T.none },
        { label: T.about, value: orNone(user.otherInfo) },
        { label: T.favouriteArtists, value: orNone(user.favouriteArtists) },
        { label: T.tabCount, value: user.tabCount },
        { label: T.requestCount, value: user.requestCount },
        { label: T.commentCount, value: user.commentCount },
      ]}
    />
  );
}

export interface UserDialogProps {
  /** The row whose username was clicked; null keeps the dialog closed. */
  readonly user: AdminUserView | null;
  readonly onClose: () => void;
}

/** The user's details in two tabs, Cont and Profil (admin.md §2), read from the list row. */
export function UserDialog({ user, onClose }: UserDialogProps) {
  return (
    <Dialog open={user !== null} onClose={onClose} title={user?.username ?? ''} width={560}>
      {user ? (
        <Tabs
          label={T.dialogTabs}
          items={[
            { id: 'account', label: T.accountTab, panel: <AccountFacts user={user} /> },
            { id: 'profile', label: T.profileTab, panel: <ProfileFacts user={user} /> },
          ]}
        />
      ) : null}
    </Dialog>
  );
}
