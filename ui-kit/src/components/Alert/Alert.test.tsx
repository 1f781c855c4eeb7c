import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces warnings at once and closes from the keyboard', async () => {
    const onClose = jest.fn();
    const { user, container } = renderWithTheme(
      <Alert severity="warning" onClose={onClose}>
        Acțiunea necesită autentificare.
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Acțiunea necesită autentificare.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Închide' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('announces info and success politely, without a close button unless closable', () => {
    renderWithTheme(
      <>
        <Alert severity="info">Nu există rezultate.</Alert>
        <Alert severity="success" title="Gata">
          Parola a fost schimbată cu succes.
        </Alert>
      </>,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses).toHaveLength(2);
    expect(statuses[1]).toHaveTextContent('Gata');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes a custom close label', () => {
    renderWithTheme(
      <Alert severity="error" onClose={() => {}} closeLabel="Ascunde">
        Eroare.
      </Alert>,
    );
    expect(screen.getByRole('button', { name: 'Ascunde' })).toBeInTheDocument();
  });
});
