import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { mockApi } from '../../../test/mockApi';
import { renderScreen } from '../../../test/render';
import ResetPasswordScreen from './ResetPasswordScreen';

const TOKEN = 'a1b2c3d4'.repeat(16);

const renderReset = (token = TOKEN) =>
  renderScreen(<ResetPasswordScreen />, {
    at: `/reset-password/${encodeURIComponent(token)}`,
    path: '/reset-password/:token',
  });

describe('ResetPasswordScreen', () => {
  it('checks the new password and its confirmation', async () => {
    const calls = mockApi({});
    const { user, container } = renderReset();
    await user.click(screen.getByRole('button', { name: 'Schimbă parola' }));
    expect(screen.getByText('Parola trebuie completată')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Parola nouă'), '12345');
    expect(screen.getByText('Parola trebuie să conțină cel puțin 6 caractere')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Parola nouă'), '6');
    await user.type(screen.getByLabelText('Confirmă parola nouă'), '1234567');
    expect(screen.getByText('Confirmarea parolei nu se potrivește cu parola')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses a damaged link without calling the server', async () => {
    const calls = mockApi({});
    const { user } = renderReset('scurt');
    await user.type(screen.getByLabelText('Parola nouă'), 'Parola123');
    await user.type(screen.getByLabelText('Confirmă parola nouă'), 'Parola123');
    await user.click(screen.getByRole('button', { name: 'Schimbă parola' }));
    expect(screen.getByText('Token-ul de verificare nu este valid.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sets the password and links to the sign-in', async () => {
    const calls = mockApi({ 'POST /api/account/set-password': { body: true } });
    const { user } = renderReset();
    await user.type(screen.getByLabelText('Parola nouă'), 'Parola123');
    await user.type(screen.getByLabelText('Confirmă parola nouă'), 'Parola123');
    await user.click(screen.getByRole('button', { name: 'Schimbă parola' }));
    expect(await screen.findByText(/Parola a fost schimbată cu succes\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Autentificare' })).toHaveAttribute('href', '/login');
    expect(calls[0]?.body).toEqual({ token: TOKEN, newPassword: 'Parola123' });
  });
});
