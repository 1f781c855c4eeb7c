import { useLocation } from 'react-router';
import { RemoteArea } from '../federation/RemoteArea';
import { NotFoundPage } from '../pages/NotFoundPage';
import { routeForPath } from './areaForPath';
import { RouteGuard } from './RouteGuard';

/** Renders the remote that owns the current path, behind its access guard; the remote's <Routes> pick the screen. */
export function AreaOutlet() {
  const { pathname } = useLocation();
  const route = routeForPath(pathname);
  if (!route) return <NotFoundPage />;
  return (
    <RouteGuard access={route.access}>
      <RemoteArea area={route.area} />
    </RouteGuard>
  );
}
