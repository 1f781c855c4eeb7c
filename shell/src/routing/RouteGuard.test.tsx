import { ANA, json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { act, screen } from '@testing-library/react';
import { RouteGuard } from './RouteGuard';

const session = (user: typeof ANA | null) =>
  mockFetch((url) => (url === '/api/account' ? json(user) : undefined));

describe('RouteGuard', () => {
  it('sends an anonymous visitor of a signed-in route to /login', async () => {
    session(null);
    renderWithProviders(<RouteGuard access="signed-in">secret</RouteGuard>, { path: '/favorite' });
    expect(await screen.findByText('/login')).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('lets a signed-in user through', async () => {
    session(ANA);
    renderWithProviders(<RouteGuard access="signed-in">secret</RouteGuard>, { path: '/favorite' });
    expect(await screen.findByText('secret')).toBeInTheDocument();
  });

  it('sends a standard user of an admin route to /login and lets an admin through', async () => {
    session(ANA);
    const first = renderWithProviders(<RouteGuard access="admin">panou</RouteGuard>, { path: '/users' });
    expect(await screen.findByText('/login')).toBeInTheDocument();
    first.unmount();
    session({ ...ANA, role: 1 });
    renderWithProviders(<RouteGuard access="admin">panou</RouteGuard>, { path: '/users' });
    expect(await screen.findByText('panou')).toBeInTheDocument();
  });

  it('shows public routes without waiting for the session', async () => {
    session(null);
    renderWithProviders(<RouteGuard access="public">liber</RouteGuard>);
    expect(screen.getByText('liber')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
