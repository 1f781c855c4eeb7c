import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { ButtonToggleGroup } from './ButtonToggleGroup';

const OPTIONS = [
  { value: 0, label: 'Top' },
  { value: 1, label: 'Noi' },
  { value: 2, label: 'Comentarii' },
];

function Latest({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <ButtonToggleGroup
      label="Ultimele adăugări"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ButtonToggleGroup', () => {
  it('marks the chosen option pressed and switches from the keyboard', async () => {
    const onChange = jest.fn();
    const { user, container } = renderWithTheme(<Latest onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Ultimele adăugări' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Top' })).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: 'Noi' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Top' })).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('can be disabled as a whole', () => {
    renderWithTheme(
      <ButtonToggleGroup label="x" options={OPTIONS} value={null} onChange={() => {}} disabled />,
    );
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
