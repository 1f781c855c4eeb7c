import { Spinner } from '@acorduri/ui-kit';
import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { RemoteArea } from '../federation/RemoteArea';
import { MESSAGES } from '../messages';
import { NotFoundPage } from '../pages/NotFoundPage';
import { routeForPath } from './areaForPath';
import { RouteGuard } from './RouteGuard';

/**
 * False in the shell's first render, true from the next. The first render is a transition (bootstrap.tsx), and a
 * transition holds its commit until everything it rendered has loaded: with the remote's screen in it, the frame
 * and the screen were one commit after the remote arrived (the global styles, every styled part and all the DOM in
 * one long task on a phone). Asked for after the frame's commit, the screen is a commit of its own.
 */
function useFrameCommitted(): boolean {
  const [committed, setCommitted] = useState(false);
  useEffect(() => startTransition(() => setCommitted(true)), []);
  return committed;
}

/** Renders the remote that owns the current path, behind its access guard; the remote's <Routes> pick the screen. */
export function AreaOutlet() {
  const { pathname } = useLocation();
  const frameCommitted = useFrameCommitted();
  const route = routeForPath(pathname);
  if (!route) return <NotFoundPage />;
  if (!frameCommitted) return <Spinner label={MESSAGES.loading} />;
  return (
    <RouteGuard access={route.access}>
      <RemoteArea area={route.area} />
    </RouteGuard>
  );
}
