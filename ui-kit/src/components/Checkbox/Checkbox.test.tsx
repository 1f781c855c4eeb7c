import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { Checkbox } from './Checkbox';

function Terms() {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Sunt de acord cu termenii"
      checked={checked}
      onChange={setChecked}
      error={checked ? null : 'Poți continua doar dacă ești de acord cu termenii de utilizare'}
    />
  );
}

describe('Checkbox', () => {
  it('toggles with Space and clears its error', async () => {
    const { user, container } = renderWithTheme(<Terms />);
    const box = screen.getByRole('checkbox', { name: 'Sunt de acord cu termenii' });
    expect(box).toHaveAccessibleDescription('Poți continua doar dacă ești de acord cu termenii de utilizare');
    expect(await axe(container)).toHaveNoViolations();
    await user.tab();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the mixed state', () => {
    renderWithTheme(
      <Checkbox aria-label="Selectează tot" checked={false} indeterminate onChange={() => {}} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Selectează tot' })).toBePartiallyChecked();
  });
});
