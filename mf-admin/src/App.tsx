import { Spinner } from '@acorduri/ui-kit';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AdminFrame } from './layout/AdminFrame';
import { ADMIN_SCREENS, MESSAGES } from './messages';
import { SCREENS } from './screens';

/** The admin panel's route tree, exposed to the shell as `mf_admin/App`: each route is its screen in the frame. */
export default function App() {
  return (
    <Routes>
      {ADMIN_SCREENS.map(({ path, name }) => {
        const Screen = SCREENS[path];
        return (
          <Route
            key={path}
            path={path}
            element={
              <AdminFrame screenName={name}>
                {Screen ? (
                  <Suspense fallback={<Spinner label={MESSAGES.loadingScreen} />}>
                    <Screen />
                  </Suspense>
                ) : null}
              </AdminFrame>
            }
          />
        );
      })}
      <Route path="*" element={<h1>{MESSAGES.notFoundTitle}</h1>} />
    </Routes>
  );
}
