import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { mockApi } from '../../../test/mockApi';
import { renderScreen } from '../../../test/render';
import AccountSettingsScreen from './AccountSettingsScreen';

const ANA = { id: 'u1', username: 'ana', slug: 'ana', email: 'ana@acorduri.test', role: 0, createdAt: '' };

async function renderSettings(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ 'GET /api/account': { body: ANA }, ...routes });
  const view = renderScreen(<AccountSettingsScreen />, { at: '/account-settings' });
  await screen.findByText('ana@acorduri.test');
  return { calls, ...view };
}

describe('AccountSettingsScreen', () => {
  it('shows the breadcrumb, the name, the email and a masked password', async () => {
    const { container } = await renderSettings();
    const trail = screen.getByRole('navigation', { name: 'Cale de navigare' });
    expect(within(trail).getByRole('link', { name: 'Acasă' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('Contul meu')).toBeInTheDocument();
    expect(within(trail).getByText('Setări cont')).toBeInTheDocument();
    expect(screen.getByText('ana')).toBeInTheDocument();
    expect(screen.getByText('••••••••')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('validates the email change and then says the link is valid for one hour', async () => {
    const { user, calls } = await renderSettings({ 'POST /api/account/change-email': { body: true } });
    await user.click(screen.getByRole('button', { name: 'Schimbă emailul' }));
    const form = screen.getByRole('form', { name: 'Schimbă emailul' });
    await user.click(within(form).getByRole('button', { name: 'Schimbă emailul' }));
    expect(within(form).getByText('Parola trebuie completată')).toBeInTheDocument();
    expect(within(form).getAllByText('Adresa de email trebuie completată')).not.toHaveLength(0);
    await user.type(within(form).getByLabelText('Parola actuală'), 'Demo1234');
    await user.type(within(form).getByLabelText('Email nou'), 'ana.noua@acorduri.test');
    await user.type(within(form).getByLabelText('Confirmă emailul nou'), 'ana.alta@acorduri.test');
    expect(
      within(form).getByText('Confirmarea adresei de email nu se potrivește cu adresa de email'),
    ).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Confirmă emailul nou'));
    await user.type(within(form).getByLabelText('Confirmă emailul nou'), 'ana.noua@acorduri.test');
    await user.click(within(form).getByRole('button', { name: 'Schimbă emailul' }));
    expect(await screen.findByText(/Linkul este valabil o oră/)).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      password: 'Demo1234',
      email: 'ana.noua@acorduri.test',
      emailConfirm: 'ana.noua@acorduri.test',
    });
  });

  it('validates the password change and confirms success', async () => {
    const { user, calls } = await renderSettings({ 'POST /api/account/change-password': { body: true } });
    await user.click(screen.getByRole('button', { name: 'Schimbă parola' }));
    const form = screen.getByRole('form', { name: 'Schimbă parola' });
    await user.click(within(form).getByRole('button', { name: 'Schimbă parola' }));
    expect(within(form).getByText('Parola trebuie completată')).toBeInTheDocument();
    expect(within(form).getByText('Parola nouă trebuie completată')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Parola actuală'), 'Demo1234');
    await user.type(within(form).getByLabelText('Parola nouă'), 'Nou12345');
    await user.type(within(form).getByLabelText('Confirmă parola nouă'), 'Nou1234');
    expect(within(form).getByText('Confirmarea parolei nu se potrivește cu parola')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Confirmă parola nouă'), '5');
    await user.click(within(form).getByRole('button', { name: 'Schimbă parola' }));
    expect(await screen.findByText('Parola a fost schimbată cu succes.')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      password: 'Demo1234',
      newPassword: 'Nou12345',
      newPasswordConfirmation: 'Nou12345',
    });
  });

  it('deletes the account after confirmation and goes home', async () => {
    const { user, calls, currentPath } = await renderSettings({ 'DELETE /api/account': { body: true } });
    await user.click(screen.getByRole('button', { name: 'Șterge cont' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmare' });
    await user.click(within(dialog).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/account']);
  });

  it('keeps the account when the server does not answer true', async () => {
    const { user, currentPath } = await renderSettings({ 'DELETE /api/account': { body: false } });
    await user.click(screen.getByRole('button', { name: 'Șterge cont' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da' }));
    expect(await screen.findByText('A aparut o eroare.')).toBeInTheDocument();
    expect(currentPath()).toBe('/account-settings');
  });

  it('signs out and goes to /login', async () => {
    const { user, currentPath } = await renderSettings({ 'POST /api/account/sign-out': { body: true } });
    await user.click(screen.getByRole('button', { name: 'Deconectare' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });
});
