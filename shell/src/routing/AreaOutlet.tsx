import { useLocation } from 'react-router';
import { RemoteArea } from '../federation/RemoteArea';
import { NotFoundPage } from '../pages/NotFoundPage';
import { routeForPath } from './areaForPath';

/** Renders the remote that owns the current path; the remote's own <Routes> pick the screen. */
export function AreaOutlet() {
  const { pathname } = useLocation();
  const route = routeForPath(pathname);
  return route ? <RemoteArea area={route.area} /> : <NotFoundPage />;
}
