import { screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import { CAPTCHA_PAYLOAD } from '../../../test/captchaMock';
import { mockApi } from '../../../test/mockApi';
import { renderScreen } from '../../../test/render';
import LoginScreen from './LoginScreen';

jest.mock('../../captcha/solveChallenge', () => require('../../../test/captchaMock').captchaModuleMock);

const ANA = { id: 'u1', username: 'ana', slug: 'ana', email: 'ana@acorduri.test', role: 0, createdAt: '' };

function renderLogin() {
  return renderScreen(<LoginScreen />, { at: '/login' });
}

async function fillIn(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText('Email'), 'ana@acorduri.test');
  await user.type(screen.getByLabelText('Parola'), 'Demo1234');
  await user.click(screen.getByRole('checkbox', { name: 'Nu sunt robot' }));
  await screen.findByText('Verificat');
}

describe('LoginScreen', () => {
  it('validates on submit with the shared messages and calls nothing', async () => {
    const calls = mockApi({});
    const { user, container } = renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Autentificare' })).toBeInTheDocument();
    expect(screen.queryByText('Adresa de email trebuie completată')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Autentificare' }));
    expect(screen.getByText('Adresa de email trebuie completată')).toBeInTheDocument();
    expect(screen.getByText('Parola trebuie completată')).toBeInTheDocument();
    expect(screen.getByText('Provocarea Captcha trebuie completată.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Parola'), '123');
    expect(screen.getByText('Parola trebuie să conțină cel puțin 6 caractere')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('links to the forgotten-password and registration screens', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Am uitat parola' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Cont nou' })).toHaveAttribute('href', '/register');
  });

  it('signs in with the captcha as hcaptchaResponse and goes home', async () => {
    const calls = mockApi({ 'POST /api/account/sign-in': { body: ANA } });
    const { user, currentPath } = renderLogin();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Autentificare' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(calls[0]?.body).toEqual({
      email: 'ana@acorduri.test',
      password: 'Demo1234',
      hcaptchaResponse: CAPTCHA_PAYLOAD,
    });
  });

  it.each([
    [401, { errors: ['x'] }, ['Email sau parolă incorecte.']],
    [400, { errors: ['Adresa de email nu a fost confirmată.'] }, ['Adresa de email nu a fost confirmată.']],
    [500, {}, ['A apărut o eroare neasteptată. Încearcă din nou mai târziu.']],
  ])('shows the spec message for a %s answer and asks for a new captcha', async (status, body, shown) => {
    mockApi({ 'POST /api/account/sign-in': { status, body } });
    const { user, currentPath } = renderLogin();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Autentificare' }));
    for (const message of shown) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Nu sunt robot' })).not.toBeChecked());
  });

  it('offers a sign-out card when already signed in', async () => {
    const calls = mockApi({
      'GET /api/account': { body: ANA },
      'POST /api/account/sign-out': { body: true },
    });
    const { user } = renderLogin();
    expect(await screen.findByRole('heading', { name: 'Ești autentificat ca ana.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deconectare' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/account/sign-out']));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Deconectare' })).not.toBeInTheDocument(),
    );
  });
});
