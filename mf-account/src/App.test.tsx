import { AcorduriThemeProvider } from '@acorduri/ui-kit';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { mockApi } from '../test/mockApi';
import App from './App';

const ANA = { id: 'u1', username: 'ana', slug: 'ana', email: 'ana@acorduri.test', role: 0, createdAt: '' };
const TOKEN = 'a'.repeat(120);

function renderApp(at: string) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <AcorduriThemeProvider mode="light">
        <MemoryRouter initialEntries={[at]}>
          <App />
        </MemoryRouter>
      </AcorduriThemeProvider>
    </SWRConfig>,
  );
}

describe('App', () => {
  it.each([
    ['/login', 'Autentificare'],
    ['/register', 'Cont nou'],
    ['/forgot-password', 'Am uitat parola'],
    ['/reset-password/{token}', 'Parolă nouă'],
    ['/verify-email/{token}', 'Activare cont'],
    ['/confirm-email/{token}', 'Schimbare email'],
    ['/account-settings', 'Setări cont'],
    ['/profile-settings', 'Profil'],
    ['/favorite', 'Transpuneri favorite'],
    ['/adauga-acorduri', 'Adaugă acorduri'],
    ['/transpunerile-mele', 'Transpunerile mele'],
    ['/comentariile-mele', 'Comentariile mele'],
  ])('renders %s', async (path, heading) => {
    mockApi({ 'GET /api/account': { body: ANA } });
    renderApp(path.replace('{token}', TOKEN));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends an anonymous visitor of an account screen to /login', async () => {
    mockApi({});
    renderApp('/account-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Autentificare' })).toBeInTheDocument();
  });
});
