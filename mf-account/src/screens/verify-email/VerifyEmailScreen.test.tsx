import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { mockApi } from '../../../test/mockApi';
import { renderScreen } from '../../../test/render';
import VerifyEmailScreen from './VerifyEmailScreen';

const TOKEN = 'f0'.repeat(60);

const renderVerify = (token = TOKEN) =>
  renderScreen(<VerifyEmailScreen />, { at: `/verify-email/${token}`, path: '/verify-email/:token' });

describe('VerifyEmailScreen', () => {
  it('verifies once on load and links to the sign-in', async () => {
    const calls = mockApi({ 'POST /api/account/verify-email': { status: 204 } });
    const { container } = renderVerify();
    expect(await screen.findByText(/Adresa de email a fost confirmată/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Autentificare' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([expect.objectContaining({ body: { token: TOKEN } })]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses a token outside 100–360 characters without a call', async () => {
    const calls = mockApi({});
    renderVerify('abc');
    expect(await screen.findByText('Token-ul de verificare nu este valid.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    mockApi({
      'POST /api/account/verify-email': {
        status: 400,
        body: { errors: ['Token-ul de verificare nu este valid.'] },
      },
    });
    renderVerify();
    expect(await screen.findByText('Token-ul de verificare nu este valid.')).toBeInTheDocument();
  });
});
