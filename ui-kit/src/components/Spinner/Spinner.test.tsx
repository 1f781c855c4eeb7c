import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces the default Romanian loading label', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă...');
  });

  it('announces a custom label and can show it', async () => {
    const { container } = renderWithTheme(<Spinner label="Se încarcă acordurile" showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă acordurile');
    expect(await axe(container)).toHaveNoViolations();
  });
});
