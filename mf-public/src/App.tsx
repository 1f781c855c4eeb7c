import { PATHS } from '@acorduri/contracts';
import { Spinner } from '@acorduri/ui-kit';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { MESSAGES } from './messages';

const HomeScreen = lazy(() => import('./screens/home/HomeScreen'));
const TermsScreen = lazy(() => import('./screens/terms/TermsScreen'));

/** The public archive's route tree, exposed to the shell as `mf_public/App`. */
export default function App() {
  return (
    <Suspense fallback={<Spinner label={MESSAGES.loading} />}>
      <Routes>
        <Route path={PATHS.home} element={<HomeScreen />} />
        <Route path={PATHS.terms} element={<TermsScreen />} />
        <Route path="*" element={<h1>{MESSAGES.notFoundTitle}</h1>} />
      </Routes>
    </Suspense>
  );
}
