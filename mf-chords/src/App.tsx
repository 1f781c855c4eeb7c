import { PATHS } from '@acorduri/contracts';
import { Spinner } from '@acorduri/ui-kit';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { MESSAGES } from './messages';

const DictionaryScreen = lazy(() => import('./screens/dictionary/DictionaryScreen'));
const AccessibleScreen = lazy(() => import('./screens/accessible/AccessibleScreen'));

/** The chord dictionary's route tree, exposed to the shell as `mf_chords/App`. */
export default function App() {
  return (
    <Suspense fallback={<Spinner label={MESSAGES.loading} />}>
      <Routes>
        <Route path={PATHS.chordDictionary} element={<DictionaryScreen />} />
        <Route path={PATHS.accessibleDictionary} element={<AccessibleScreen />} />
        <Route path="*" element={<h1>{MESSAGES.notFoundTitle}</h1>} />
      </Routes>
    </Suspense>
  );
}
