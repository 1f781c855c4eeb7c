import { PATHS } from '@acorduri/contracts';
import { LinkProvider, Spinner } from '@acorduri/ui-kit';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router';
import { SignedInOnly } from './components/SignedInOnly';
import { MESSAGES } from './messages';

interface ScreenRoute {
  readonly path: string;
  readonly screen: LazyExoticComponent<ComponentType>;
  readonly signedIn?: boolean;
}

// One entry per route of the shared table that this area renders; each screen is its own chunk.
const SCREENS: readonly ScreenRoute[] = [
  { path: PATHS.login, screen: lazy(() => import('./screens/login/LoginScreen')) },
  { path: PATHS.register, screen: lazy(() => import('./screens/register/RegisterScreen')) },
  {
    path: PATHS.forgotPassword,
    screen: lazy(() => import('./screens/forgot-password/ForgotPasswordScreen')),
  },
  { path: PATHS.resetPassword, screen: lazy(() => import('./screens/reset-password/ResetPasswordScreen')) },
  { path: PATHS.verifyEmail, screen: lazy(() => import('./screens/verify-email/VerifyEmailScreen')) },
  {
    path: PATHS.confirmEmail,
    screen: lazy(() => import('./screens/confirm-email/ConfirmEmailScreen')),
    signedIn: true,
  },
  {
    path: PATHS.accountSettings,
    screen: lazy(() => import('./screens/account-settings/AccountSettingsScreen')),
    signedIn: true,
  },
  {
    path: PATHS.profileSettings,
    screen: lazy(() => import('./screens/profile-settings/ProfileSettingsScreen')),
    signedIn: true,
  },
  {
    path: PATHS.favourites,
    screen: lazy(() => import('./screens/favourites/FavouritesScreen')),
    signedIn: true,
  },
  { path: PATHS.addTab, screen: lazy(() => import('./screens/add-tab/AddTabScreen')), signedIn: true },
  { path: PATHS.myTabs, screen: lazy(() => import('./screens/my-tabs/MyTabsScreen')), signedIn: true },
  {
    path: PATHS.myComments,
    screen: lazy(() => import('./screens/my-comments/MyCommentsScreen')),
    signedIn: true,
  },
  {
    path: PATHS.mySongbooks,
    screen: lazy(() => import('./screens/my-songbooks/MySongbooksScreen')),
    signedIn: true,
  },
  {
    path: PATHS.mySongbook,
    screen: lazy(() => import('./screens/songbook/SongbookEditorScreen')),
    signedIn: true,
  },
];

/** The account area's route tree, exposed to the shell as `mf_account/App`. */
export default function App() {
  return (
    <LinkProvider component={Link}>
      <Suspense fallback={<Spinner label={MESSAGES.loading} />}>
        <Routes>
          {SCREENS.map(({ path, screen: Screen, signedIn }) => (
            <Route
              key={path}
              path={path}
              element={
                signedIn ? (
                  <SignedInOnly>
                    <Screen />
                  </SignedInOnly>
                ) : (
                  <Screen />
                )
              }
            />
          ))}
          <Route path="*" element={<h1>{MESSAGES.notFoundTitle}</h1>} />
        </Routes>
      </Suspense>
    </LinkProvider>
  );
}
