import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { Tabs } from './Tabs';

const ITEMS = [
  { id: 'account', label: 'Cont', panel: <p>Email: ana@exemplu.ro</p> },
  { id: 'hidden', label: 'Ascuns', panel: <p>x</p>, disabled: true },
  { id: 'profile', label: 'Profil', panel: <p>Instrumente: Chitară folk</p> },
];

describe('Tabs', () => {
  it('shows the active panel and moves with the arrow keys, skipping disabled tabs', async () => {
    const onChange = jest.fn();
    const { user, container } = renderWithTheme(
      <Tabs label="Utilizator" items={ITEMS} onChange={onChange} />,
    );
    const account = screen.getByRole('tab', { name: 'Cont' });
    expect(account).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Cont' })).toHaveTextContent('Email: ana@exemplu.ro');
    expect(await axe(container)).toHaveNoViolations();

    await user.tab();
    expect(account).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const profile = screen.getByRole('tab', { name: 'Profil' });
    expect(profile).toHaveFocus();
    expect(profile).toHaveAttribute('aria-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith('profile');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Instrumente: Chitară folk');
    await user.keyboard('{ArrowRight}');
    expect(account).toHaveFocus();
    await user.keyboard('{End}');
    expect(profile).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('follows a controlled value', () => {
    renderWithTheme(<Tabs label="Artist" items={ITEMS} value="profile" />);
    expect(screen.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Cont' })).toHaveAttribute('tabindex', '-1');
  });
});
