import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { mockFetch, renderApp } from '../../test/renderScreen';

// A file of its own: React.lazy keeps the first outcome of loading the captcha for the whole module registry.
describe('contact without mf-account', () => {
  it("says 'Formularul nu este disponibil.' when the captcha cannot be loaded", async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('down'));
    mockFetch(() => undefined);
    renderApp('/contact');
    expect(await screen.findByText('Formularul nu este disponibil.')).toBeInTheDocument();
  });
});
