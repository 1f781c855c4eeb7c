import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../Button/Button';
import { AppBar } from './AppBar';

describe('AppBar', () => {
  it('shows the brand link, the drawer button and the actions, and hides from print', async () => {
    const onMenuClick = jest.fn();
    const { user, container } = renderWithTheme(
      <AppBar
        brand="Acorduri pentru chitară"
        brandTo="/"
        onMenuClick={onMenuClick}
        menuOpen={false}
        menuControls="drawer"
        actions={<Button>Autentificare</Button>}
      />,
    );
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-print', 'hide');
    expect(screen.getByRole('link', { name: 'Acorduri pentru chitară' })).toHaveAttribute('href', '/');
    const menu = screen.getByRole('button', { name: 'Deschide meniul' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'drawer');
    await user.tab();
    expect(menu).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onMenuClick).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Autentificare' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names the button after closing when the drawer is open, and can show a plain brand', () => {
    renderWithTheme(<AppBar brand="Panou administrare" onMenuClick={() => {}} menuOpen />);
    expect(screen.getByRole('button', { name: 'Închide meniul' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Panou administrare')).toBeInTheDocument();
  });
});
