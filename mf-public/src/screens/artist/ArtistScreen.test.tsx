import { screen, waitFor } from '@testing-library/react';
import { json, mockFetch, renderApp } from '../../test/renderScreen';

describe('artist page', () => {
  it('shows the artist by name', async () => {
    mockFetch((url) =>
      url === '/api/artist/phoenix'
        ? json({ id: 'a1', name: 'Phoenix', slug: 'phoenix', tabCount: 0, requestCount: 0 })
        : undefined,
    );
    renderApp('/artisti/phoenix');
    expect(await screen.findByRole('heading', { level: 1, name: 'Phoenix' })).toBeInTheDocument();
  });

  it('goes to the 404 page for an unknown artist instead of showing its slug and an error', async () => {
    mockFetch(() => undefined);
    renderApp('/artisti/nu-exista');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/404$/));
    expect(screen.queryByText('Eroare.')).not.toBeInTheDocument();
  });
});
