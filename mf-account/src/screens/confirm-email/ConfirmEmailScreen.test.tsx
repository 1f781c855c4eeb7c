import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mockApi';
import { renderScreen } from '../../../test/render';
import ConfirmEmailScreen from './ConfirmEmailScreen';

const TOKEN = 'c'.repeat(120);
const ANA = { id: 'u1', username: 'ana', slug: 'ana', email: 'ana@acorduri.test', role: 0, createdAt: '' };

describe('ConfirmEmailScreen', () => {
  it('finalises the change on load and stores the updated user', async () => {
    const calls = mockApi({
      'GET /api/account': { body: ANA },
      'POST /api/account/confirm-email': { body: { ...ANA, email: 'ana.noua@acorduri.test' } },
    });
    renderScreen(<ConfirmEmailScreen />, { at: `/confirm-email/${TOKEN}`, path: '/confirm-email/:token' });
    expect(
      await screen.findByText(/Adresa de email a fost schimbată în ana.noua@acorduri.test\./),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({ path: '/api/account/confirm-email', body: { token: TOKEN } }),
    ]);
  });
});
