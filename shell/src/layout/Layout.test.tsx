import { ApiError, pushAlert, pushErrorAlert, requestLogin, requestPrint } from '@acorduri/contracts';
import { COOKIE_CONSENT_NAME as CONSENT_COOKIE } from '@acorduri/ui-kit';
import { ANA, json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { setScreenWidth } from '../test/fixtures';
import { Layout } from './Layout';

const anonymous = () => mockFetch((url) => (url === '/api/account' ? json(null) : undefined));

function signedIn(user = ANA) {
  return mockFetch((url, init) => {
    if (url === '/api/account') return json(user);
    if (url === '/api/account/sign-out' && init?.method === 'POST') return json(true);
    return undefined;
  });
}

const renderLayout = (path = '/') =>
  renderWithProviders(
    <Layout>
      <h1>Conținut</h1>
    </Layout>,
    { path },
  );

beforeEach(() => {
  setScreenWidth(1400);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; forget the consent between tests.
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('Layout', () => {
  it('shows the sign-in key to anonymous visitors and is axe-clean', async () => {
    anonymous();
    const { container } = renderLayout();
    const topBar = screen.getByRole('banner');
    expect(await within(topBar).findByRole('link', { name: 'Autentificare' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Acorduri' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/viziunile personale ale utilizatorilor/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps reading pages 1200 px wide and gives the admin screens the whole width', () => {
    anonymous();
    const { unmount } = renderLayout('/acorduri/ana/cantec');
    expect(screen.getByRole('main')).toHaveStyle({ maxWidth: '1200px' });
    unmount();
    renderLayout('/tab-manager');
    expect(screen.getByRole('main')).toHaveStyle({ maxWidth: 'none' });
  });

  it('opens the avatar menu with the email and the account links, then signs out to /login', async () => {
    const fetchMock = signedIn();
    renderLayout('/artisti');
    const avatar = await screen.findByRole('button', { name: 'Contul meu: ana' });
    expect(avatar).toHaveTextContent('A');
    await userEvent.click(avatar);
    expect(screen.getByText('ana@acorduri.test')).toBeInTheDocument();
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Transpuneri favorite',
      'Adaugă acorduri',
      'Transpunerile mele',
      'Comentariile mele',
      'Cântecele mele',
      'Profil',
      'Setări cont',
      'Deconectare',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Deconectare' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/account/sign-out',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Autentificare' }),
    ).toBeVisible();
  });

  it('keeps the visitor signed in and warns when sign-out fails', async () => {
    mockFetch((url) => {
      if (url === '/api/account') return json(ANA);
      if (url === '/api/account/sign-out') return json({}, 500);
      return undefined;
    });
    renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: 'Contul meu: ana' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Deconectare' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Eroare la deconectare.');
    expect(screen.getByRole('button', { name: 'Contul meu: ana' })).toBeInTheDocument();
  });

  it('opens the drawer by default at 1280 px and wider, with the navigation entries', async () => {
    anonymous();
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Navigare principală' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Acasă',
      'Artiști',
      'Lecții',
      'Categorii',
      'Dicționar de acorduri',
      'Ce pot cânta',
      'Cereri',
      'Autentificare',
      'Comunitate',
      'Contact',
      'Termeni și condiții',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Închide meniul' }));
    expect(screen.queryByRole('navigation', { name: 'Navigare principală' })).not.toBeInTheDocument();
  });

  it('keeps the drawer closed on narrow screens until toggled, and closes it after a choice', async () => {
    setScreenWidth(800);
    anonymous();
    renderLayout();
    expect(screen.queryByRole('navigation', { name: 'Navigare principală' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deschide meniul' }));
    await userEvent.click(screen.getByRole('link', { name: 'Artiști' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/artisti');
    expect(screen.queryByRole('navigation', { name: 'Navigare principală' })).not.toBeInTheDocument();
  });

  it('lists the account entries in the drawer when signed in', async () => {
    signedIn();
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Navigare principală' });
    expect(await within(nav).findByRole('link', { name: 'Comentariile mele' })).toHaveAttribute(
      'href',
      '/comentariile-mele',
    );
    expect(within(nav).queryByRole('link', { name: 'Autentificare' })).not.toBeInTheDocument();
  });

  it('shows the cookie banner until accepted, then saves consent in a cookie', async () => {
    anonymous();
    renderLayout();
    const banner = screen.getByRole('region', { name: 'Consimțământ cookie-uri' });
    // In the content column after the footer, so it never lies over the navigation drawer beside that column.
    expect(screen.getByRole('contentinfo').nextElementSibling).toBe(banner);
    expect(screen.getByRole('navigation', { name: 'Navigare principală' })).not.toContainElement(banner);
    expect(within(banner).getByRole('link', { name: 'Termeni și condiții' })).toHaveAttribute(
      'href',
      '/termeni-si-conditii',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'De acord' }));
    expect(screen.queryByRole('region', { name: 'Consimțământ cookie-uri' })).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=1`);
  });

  it('shows pushed alerts as closable warnings, each message once', async () => {
    anonymous();
    renderLayout();
    act(() => pushAlert(['Eroare.', 'Eroare.']));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Eroare.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Închide mesajul' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the session and goes to /login when a call answers 401', async () => {
    signedIn();
    renderLayout('/cereri');
    await screen.findByRole('button', { name: 'Contul meu: ana' });
    act(() => pushErrorAlert(new ApiError(401, ['Acțiunea necesită autentificare.'])));
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Autentificare' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Acțiunea necesită autentificare.');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('opens the login dialog when an anonymous visitor tries to vote', async () => {
    anonymous();
    const { container } = renderLayout('/cereri');
    act(() => requestLogin('vote'));
    const dialog = await screen.findByRole('dialog', { name: 'Autentificare necesară' });
    expect(dialog).toHaveTextContent('Pentru a vota trebuie să fii autentificat.');
    expect(within(dialog).getByRole('link', { name: 'Am uitat parola' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(within(dialog).getByRole('link', { name: 'Cont nou' })).toHaveAttribute('href', '/register');
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Autentificare' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides the bars in print mode, prints after 100 ms, then restores them', async () => {
    anonymous();
    jest.useFakeTimers();
    const print = jest.fn();
    window.print = print;
    renderLayout();
    await act(async () => undefined);
    act(() => requestPrint());
    expect(document.documentElement).toHaveAttribute('data-print-mode');
    act(() => jest.advanceTimersByTime(99));
    expect(print).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.documentElement).not.toHaveAttribute('data-print-mode');
    jest.useRealTimers();
  });
});
