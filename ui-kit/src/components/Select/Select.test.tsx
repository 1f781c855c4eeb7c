import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { Select } from './Select';

const LEVELS = [
  { value: '0', label: 'Începător' },
  { value: '1', label: 'Intermediar' },
  { value: '2', label: 'Avansat' },
];

function LevelFilter({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label="Nivel"
      options={LEVELS}
      value={value}
      clearable
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Select', () => {
  it('chooses an option and clears it with the clear button', async () => {
    const onChange = jest.fn();
    const { user, container } = renderWithTheme(<LevelFilter onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Nivel' });
    expect(select).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Șterge selecția' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'Intermediar');
    expect(onChange).toHaveBeenLastCalledWith('1');
    expect(select).toHaveValue('1');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Șterge selecția' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(select).toHaveValue('');
  });

  it('shows its validation message and is keyboard reachable', async () => {
    const { user } = renderWithTheme(
      <Select
        label="Subiect"
        options={LEVELS}
        value={null}
        onChange={() => {}}
        error="Acest câmp trebuie completat"
      />,
    );
    await user.tab();
    const select = screen.getByRole('combobox', { name: 'Subiect' });
    expect(select).toHaveFocus();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Acest câmp trebuie completat');
  });
});
