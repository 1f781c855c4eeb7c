import { type AdminUserView, buildPath, PATHS } from '@acorduri/contracts';
import { Button, Chip, formatDate, VisuallyHidden } from '@acorduri/ui-kit';
import { createContext, useContext } from 'react';
import { Link } from 'react-router';
import { USER_MESSAGES as T } from '../../messages';

/** Opens the two-tab user dialog; the Users screen provides it around its list. */
export const ShowUserContext = createContext<(user: AdminUserView) => void>(() => {});

/** The username opens the user's details (admin.md §2); an expired account says so to screen readers too. */
export function UsernameCell({ user }: { readonly user: AdminUserView }) {
  const showUser = useContext(ShowUserContext);
  return (
    <Button variant="text" size="sm" aria-haspopup="dialog" onClick={() => showUser(user)}>
      {user.username}
      {user.isAccountExpired ? <VisuallyHidden> ({T.expired})</VisuallyHidden> : null}
    </Button>
  );
}

/** Tab, request and comment counts as chips, read as one sentence. */
export function ContributionsCell({ user }: { readonly user: AdminUserView }) {
  return (
    <span
      role="img"
      aria-label={T.contributions(user.tabCount, user.requestCount, user.commentCount)}
      style={{ display: 'inline-flex', gap: '0.25rem' }}
    >
      <Chip tone="success" size="sm" label={user.tabCount} title={T.tabCount} />
      <Chip tone="info" size="sm" label={user.requestCount} title={T.requestCount} />
      <Chip size="sm" label={user.commentCount} title={T.commentCount} />
    </span>
  );
}

/** Only a profile with a location, an instrument, other info or favourite artists is worth a link. */
export function ProfileCell({ user }: { readonly user: AdminUserView }) {
  if (!user.hasProfile) return null;
  return (
    <Link to={buildPath(PATHS.profile, { slug: user.slug })} aria-label={T.profileLink(user.username)}>
      {T.columnProfile}
    </Link>
  );
}

// The day is enough in the narrow table; the dialog shows the time too.
export const lastLoginText = (user: AdminUserView) => (user.lastLogin ? formatDate(user.lastLogin) : T.none);
export const createdText = (user: AdminUserView) => formatDate(user.createdAt);
