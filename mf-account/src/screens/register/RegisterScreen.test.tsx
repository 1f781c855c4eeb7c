import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { CAPTCHA_PAYLOAD } from '../../../test/captchaMock';
import { mockApi } from '../../../test/mockApi';
import { renderScreen } from '../../../test/render';
import RegisterScreen from './RegisterScreen';

jest.mock('../../captcha/solveChallenge', () => require('../../../test/captchaMock').captchaModuleMock);

const renderRegister = () => renderScreen(<RegisterScreen />, { at: '/register' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nume sau pseudonim'), 'Ion Popescu');
  await user.type(screen.getByLabelText('Email'), 'ion@acorduri.test');
  await user.type(screen.getByLabelText('Parola'), 'Parola123');
  await user.type(screen.getByLabelText('Confirmă parola'), 'Parola123');
  await user.click(screen.getByRole('checkbox', { name: /Sunt de acord cu/ }));
  await user.click(screen.getByRole('checkbox', { name: 'Nu sunt robot' }));
  await screen.findByText('Verificat');
}

describe('RegisterScreen', () => {
  it('shows every rule of the shared schema on submit', async () => {
    const calls = mockApi({});
    const { user, container } = renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Cont nou' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));
    for (const message of [
      'Numele sau pseudonimul trebuie completat',
      'Adresa de email trebuie completată',
      'Parola trebuie completată',
      'Poți continua doar dacă ești de acord cu termenii de utilizare',
      'Captcha-ul trebuie completat.',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('checks the name characters, the email and the confirmation', async () => {
    mockApi({ 'POST /api/account/name-available': { body: true } });
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Nume sau pseudonim'), 'ana!');
    await user.type(screen.getByLabelText('Email'), 'nu-e-email');
    await user.type(screen.getByLabelText('Parola'), 'Parola123');
    await user.type(screen.getByLabelText('Confirmă parola'), 'Parola124');
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));
    expect(screen.getByText('Numele sau pseudonimul conține caractere nevalide')).toBeInTheDocument();
    expect(screen.getByText('Adresa de email nu este validă')).toBeInTheDocument();
    expect(screen.getByText('Confirmarea parolei nu se potrivește cu parola')).toBeInTheDocument();
  });

  it('links the terms to /termeni-si-conditii', () => {
    mockApi({});
    renderRegister();
    expect(screen.getByRole('link', { name: 'termenii de utilizare' })).toHaveAttribute(
      'href',
      '/termeni-si-conditii',
    );
  });

  it('sends the registration and replaces the form with the email hint', async () => {
    const calls = mockApi({
      'POST /api/account/name-available': { body: true },
      'POST /api/account': { status: 201, body: true },
    });
    const { user } = renderRegister();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));
    expect(await screen.findByText(/Verifică și cutia de spam/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Creează contul' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/account')?.body).toEqual({
      name: 'Ion Popescu',
      email: 'ion@acorduri.test',
      password: 'Parola123',
      confirmPassword: 'Parola123',
      isEulaAccepted: 1,
      captchaResponse: CAPTCHA_PAYLOAD,
    });
  });

  it("shows the server's messages when it refuses", async () => {
    mockApi({
      'POST /api/account/name-available': { body: true },
      'POST /api/account': {
        status: 400,
        body: { errors: ['Există deja un cont cu această adresă de email.'] },
      },
    });
    const { user } = renderRegister();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));
    expect(await screen.findByText('Există deja un cont cu această adresă de email.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Creează contul' })).toBeInTheDocument();
  });
});

describe('RegisterScreen name availability', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function typeName(name: string, available: boolean) {
    const calls = mockApi({ 'POST /api/account/name-available': { body: available } });
    renderRegister();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByLabelText('Nume sau pseudonim'), name);
    return calls;
  }

  it('asks the server 700 ms after the last keystroke and shows "Nume indisponibil"', async () => {
    const calls = await typeName('ana', false);
    act(() => jest.advanceTimersByTime(650));
    expect(calls).toEqual([]);
    act(() => jest.advanceTimersByTime(50));
    await waitFor(() => expect(screen.getByText('Nume indisponibil')).toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Nume indisponibil' })).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ name: 'ana' }]);
  });

  it('shows a check for a free name', async () => {
    await typeName('Ion Popescu', true);
    act(() => jest.advanceTimersByTime(700));
    expect(await screen.findByRole('img', { name: 'Nume disponibil' })).toBeInTheDocument();
  });

  it('does not ask about an invalid name', async () => {
    const calls = await typeName('ab', true);
    act(() => jest.advanceTimersByTime(2000));
    expect(calls).toEqual([]);
  });
});
