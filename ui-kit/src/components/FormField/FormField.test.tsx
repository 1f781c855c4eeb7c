import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { FormField } from './FormField';

describe('FormField', () => {
  it('wires any control to its label, help text and validation message', async () => {
    const { container } = renderWithTheme(
      <FormField
        label="De la"
        helperText="Cel mai devreme 31.12.2018"
        error="Acest câmp trebuie completat"
        required
      >
        {(control) => <input type="date" {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText(/De la/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Acest câmp trebuie completat Cel mai devreme 31.12.2018');
    expect(screen.getByRole('alert')).toHaveTextContent('Acest câmp trebuie completat');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('uses the given id and leaves out ARIA for a valid optional field', () => {
    renderWithTheme(
      <FormField label="Până la" id="to-date">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Până la');
    expect(input).toHaveAttribute('id', 'to-date');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
