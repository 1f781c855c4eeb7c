import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { TextField } from './TextField';

function EmailField() {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Email"
      type="email"
      required
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={value.length > 0 && value.length < 5 ? 'Adresa de email nu este validă' : null}
      helperText="Nu o facem publică."
    />
  );
}

describe('TextField', () => {
  it('is labelled, describes its help text and shows the validation message as you type', async () => {
    const { user, container } = renderWithTheme(<EmailField />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAccessibleDescription('Nu o facem publică.');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'ab');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Adresa de email nu este validă');
    expect(input).toHaveAccessibleDescription('Adresa de email nu este validă Nu o facem publică.');
    expect(await axe(container)).toHaveNoViolations();
    await user.type(input, '@c.ro');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a visually hidden label as the accessible name', () => {
    renderWithTheme(<TextField label="Caută" hideLabel disabled />);
    expect(screen.getByRole('textbox', { name: 'Caută' })).toBeDisabled();
  });
});
