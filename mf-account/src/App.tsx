import { PATHS } from '@acorduri/contracts';
import { Spinner } from '@acorduri/ui-kit';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { MESSAGES } from './messages';

const LoginScreen = lazy(() => import('./screens/login/LoginScreen'));

/** The account area's route tree, exposed to the shell as `mf_account/App`. */
export default function App() {
  return (
    <Suspense fallback={<Spinner label={MESSAGES.loading} />}>
      <Routes>
        <Route path={PATHS.login} element={<LoginScreen />} />
        <Route path="*" element={<h1>{MESSAGES.notFoundTitle}</h1>} />
      </Routes>
    </Suspense>
  );
}
