import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { SortMenu } from './SortMenu';

const OPTIONS = [
  { value: 'title', label: 'Titlu, A-Z' },
  { value: 'newest', label: 'Cele mai recente' },
  { value: 'oldest', label: 'Cele mai vechi' },
];

function Sorting({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('newest');
  return (
    <SortMenu
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SortMenu', () => {
  it('opens on the current order, moves with arrows and chooses with Enter', async () => {
    const onChange = jest.fn();
    const { user, container } = renderWithTheme(<Sorting onChange={onChange} />);
    const button = screen.getByRole('button', { name: /Sortare/ });
    expect(button).toHaveTextContent('Sortare: Cele mai recente');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const current = screen.getByRole('menuitemradio', { name: 'Cele mai recente' });
    expect(current).toHaveFocus();
    expect(current).toHaveAttribute('aria-checked', 'true');
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Cele mai vechi' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Titlu, A-Z' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenCalledWith('oldest');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveTextContent('Sortare: Cele mai vechi');
  });

  it('closes on Escape and on a click outside without choosing', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <>
        <Sorting onChange={onChange} />
        <p>altceva</p>
      </>,
    );
    const button = screen.getByRole('button', { name: /Sortare/ });
    await user.click(button);
    expect(screen.getByRole('menu', { name: 'Sortare' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByText('altceva'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
