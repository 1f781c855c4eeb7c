import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { tabItem } from '../../test/fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../test/renderScreen';

describe('category page', () => {
  it("lists the category's tabs 10 per page and sorts with the 'Sortare' menu", async () => {
    const fetchMock = mockFetch((url) => {
      if (url === '/api/tag/colinde')
        return json({ id: 'g1', name: 'Colinde', slug: 'colinde', isPublic: true, tabCount: 12 });
      if (url.startsWith('/api/tab?')) return json({ tabs: [tabItem({ isExplicit: true })], total: 12 });
      return undefined;
    });
    const { container } = renderApp('/categorii/colinde');
    expect(await screen.findByRole('heading', { level: 1, name: 'Colinde' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ana Lungu - Sărbătoare de iarnă' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Contribuție' })).toHaveAttribute('data-hide-mobile');
    expect(callsTo(fetchMock, '/api/tab?')[0]?.url).toBe(
      '/api/tab?tagSlug=colinde&limit=10&offset=0&orderby=created_at&sort=desc',
    );
    await userEvent.click(screen.getByRole('button', { name: /Sortare/ }));
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'Cele mai recente',
      'Cele mai vechi',
      'Top rating',
      'Top favorite',
      'Artist, A-Z',
    ]);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Top favorite' }));
    expect(callsTo(fetchMock, '/api/tab?').at(-1)?.url).toBe(
      '/api/tab?tagSlug=colinde&limit=10&offset=0&orderby=favourite_count&sort=desc',
    );
    expect(screen.getByRole('navigation', { name: 'Paginare' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses a slug with other characters', async () => {
    const fetchMock = mockFetch(() => undefined);
    renderApp('/categorii/ro%20ck!');
    expect(await screen.findByText('Parametrul de pagină este incorect.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/tag')).toHaveLength(0);
  });

  it('goes to the 404 page for an unknown category', async () => {
    mockFetch(() => undefined);
    renderApp('/categorii/nu-exista');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/404$/));
    expect(screen.queryByText('Eroare.')).not.toBeInTheDocument();
  });
});
