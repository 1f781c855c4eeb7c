import { Route, Routes } from 'react-router';
import { AdminFrame } from './layout/AdminFrame';
import { ADMIN_SCREENS, MESSAGES } from './messages';

/** The admin panel's route tree, exposed to the shell as `mf_admin/App`. */
export default function App() {
  return (
    <Routes>
      {ADMIN_SCREENS.map((screen) => (
        <Route key={screen.path} path={screen.path} element={<AdminFrame screenName={screen.name} />} />
      ))}
      <Route path="*" element={<h1>{MESSAGES.notFoundTitle}</h1>} />
    </Routes>
  );
}
