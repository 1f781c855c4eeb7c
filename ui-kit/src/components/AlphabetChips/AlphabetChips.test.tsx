import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { AlphabetChips } from './AlphabetChips';

describe('AlphabetChips', () => {
  it('links every letter to /litere/{id} and marks the current one', async () => {
    const { container } = renderWithTheme(<AlphabetChips selectedId={23} />);
    const nav = screen.getByRole('navigation', { name: 'Litere' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(29);
    expect(links[0]).toHaveTextContent('#');
    expect(links[0]).toHaveAttribute('href', '/litere/0');
    expect(within(nav).getByRole('link', { name: 'Ă' })).toHaveAttribute('href', '/litere/2');
    expect(within(nav).getByRole('link', { name: 'B' })).toHaveAttribute('href', '/litere/4');
    expect(within(nav).getByRole('link', { name: 'Z' })).toHaveAttribute('href', '/litere/31');
    expect(within(nav).getByRole('link', { name: 'Ș' })).toHaveAttribute('aria-current', 'page');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('chooses a letter in place when given onSelect', async () => {
    const onSelect = jest.fn();
    const { user } = renderWithTheme(<AlphabetChips onSelect={onSelect} selectedId={1} />);
    expect(screen.getByRole('button', { name: 'A' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Ț' }));
    expect(onSelect).toHaveBeenCalledWith({ id: 25, letter: 'ț' });
  });
});
