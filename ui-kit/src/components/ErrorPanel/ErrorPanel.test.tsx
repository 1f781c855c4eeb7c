import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { ErrorPanel } from './ErrorPanel';

describe('ErrorPanel', () => {
  it('shows title and message as an alert, without a retry button when no handler is given', () => {
    renderWithTheme(<ErrorPanel title="Zona nu a putut fi încărcată" message="Încearcă din nou." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Zona nu a putut fi încărcată');
    expect(alert).toHaveTextContent('Încearcă din nou.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onRetry from the keyboard', async () => {
    const onRetry = jest.fn();
    const { user, container } = renderWithTheme(
      <ErrorPanel title="Eroare" message="Ceva nu a mers." retryLabel="Din nou" onRetry={onRetry} />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Din nou' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('defaults the retry label to Reîncearcă', () => {
    renderWithTheme(<ErrorPanel message="x" onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'Reîncearcă' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('A apărut o eroare');
  });
});
