import { ANA, json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { screen } from '@testing-library/react';
import { preloadSession } from './preloadSession';
import { useSession } from './useSession';

function Who() {
  const { user, isLoading, error } = useSession();
  if (error) return <p>eroare</p>;
  return <p>{isLoading ? 'se încarcă' : (user?.email ?? 'anonim')}</p>;
}

describe('preloadSession', () => {
  it('asks for the session before the first render, and the frame reads that answer without asking again', async () => {
    const fetch = mockFetch((url) => (url === '/api/account' ? json(ANA) : undefined));
    preloadSession();
    expect(fetch).toHaveBeenCalledTimes(1);
    renderWithProviders(<Who />);
    expect(await screen.findByText(ANA.email)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('lets the frame see a failed probe', async () => {
    const fetch = mockFetch((url) => (url === '/api/account' ? json({ errors: [] }, 500) : undefined));
    preloadSession();
    renderWithProviders(<Who />);
    expect(await screen.findByText('eroare')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
