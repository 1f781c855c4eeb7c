import { navEntry } from '@acorduri/ui-kit';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { ADMIN_SCREENS, MESSAGES } from '../messages';

const Nav = styled.nav`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

// A column beside the screen on wide displays, a wrapping row of links above it on narrower ones.
const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs};
  list-style: none;

  @media ${({ theme }) => theme.media.down('drawer')} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

const Entry = styled(NavLink)`
  ${navEntry}
  min-height: 40px;
`;

/** The admin menu: the ten admin routes and the media manager, the current one marked aria-current. */
export function AdminMenu() {
  return (
    <Nav aria-label={MESSAGES.adminMenu} data-print="hide">
      <List>
        {ADMIN_SCREENS.map((screen) => (
          <li key={screen.path}>
            <Entry to={screen.path}>{screen.name}</Entry>
          </li>
        ))}
      </List>
    </Nav>
  );
}
