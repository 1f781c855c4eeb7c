import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { Avatar, initialOf } from './Avatar';
import { UserMenu } from './UserMenu';

const ENTRIES = [
  { id: 'favourites', label: 'Favorite', to: '/favorite' },
  { id: 'add', label: 'Adaugă acorduri', to: '/adauga-acorduri' },
];

describe('Avatar', () => {
  it('shows the upper-cased first letter of the username', () => {
    renderWithTheme(<Avatar name="ștefan" />);
    expect(screen.getByRole('img', { name: 'ștefan' })).toHaveTextContent('Ș');
    expect(initialOf('  ana')).toBe('A');
    expect(initialOf('')).toBe('?');
  });
});

describe('UserMenu', () => {
  it('opens from the avatar with the email, account links and sign-out', async () => {
    const onSignOut = jest.fn();
    const { user, container } = renderWithTheme(
      <UserMenu username="ana" email="ana@exemplu.ro" entries={ENTRIES} onSignOut={onSignOut} />,
    );
    const trigger = screen.getByRole('button', { name: 'Contul meu: ana' });
    expect(trigger).toHaveTextContent('A');
    await user.click(trigger);
    expect(screen.getByRole('menu', { name: 'Contul meu' })).toHaveTextContent('ana@exemplu.ro');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Favorite', 'Adaugă acorduri', 'Deconectare']);
    expect(items[0]).toHaveAttribute('href', '/favorite');
    expect(items[0]).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveFocus();
  });
});
