import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { ADMIN_SCREENS, MESSAGES } from '../messages';

/** Breadcrumb Acasă > Panou administrare > screen, and the admin menu beside every admin screen. */
export function AdminFrame({
  screenName,
  children,
}: {
  readonly screenName: string;
  readonly children?: ReactNode;
}) {
  return (
    <div>
      <nav aria-label={MESSAGES.breadcrumb}>
        <Link to="/">{MESSAGES.home}</Link> › <span>{MESSAGES.panelTitle}</span> › <span>{screenName}</span>
      </nav>
      <h1>{screenName}</h1>
      <nav aria-label={MESSAGES.adminMenu}>
        <ul>
          {ADMIN_SCREENS.map((screen) => (
            <li key={screen.path}>
              <NavLink to={screen.path}>{screen.name}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
