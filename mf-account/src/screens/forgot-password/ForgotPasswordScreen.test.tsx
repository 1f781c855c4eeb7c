import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { CAPTCHA_PAYLOAD } from '../../../test/captchaMock';
import { mockApi } from '../../../test/mockApi';
import { renderScreen } from '../../../test/render';
import ForgotPasswordScreen from './ForgotPasswordScreen';

jest.mock('../../captcha/solveChallenge', () => require('../../../test/captchaMock').captchaModuleMock);

const renderForgot = () => renderScreen(<ForgotPasswordScreen />, { at: '/forgot-password' });

describe('ForgotPasswordScreen', () => {
  it('requires the email and the captcha', async () => {
    const calls = mockApi({});
    const { user, container } = renderForgot();
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    expect(screen.getByText('Adresa de email trebuie completată')).toBeInTheDocument();
    expect(screen.getByText('Captcha-ul trebuie completat.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), `${'a'.repeat(46)}@x.ro`);
    expect(screen.getByText('Adresa de email depășește 50 de caractere')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends the email with hcaptchaResponse and shows the spam-folder hint', async () => {
    const calls = mockApi({ 'POST /api/account/forgot-password': { body: true } });
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'ana@acorduri.test');
    await user.click(screen.getByRole('checkbox', { name: 'Nu sunt robot' }));
    await screen.findByText('Verificat');
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    expect(
      await screen.findByText(
        'Am trimis un email la adresa specificată. Verifică și cutia de spam pentru orice eventualitate.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'ana@acorduri.test', hcaptchaResponse: CAPTCHA_PAYLOAD });
  });
});
