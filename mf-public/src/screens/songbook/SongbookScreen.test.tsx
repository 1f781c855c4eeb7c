import type { Songbook } from '@acorduri/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { json, mockFetch, renderApp } from '../../test/renderScreen';

const SONGBOOK: Songbook = {
  id: 's'.repeat(24),
  name: 'Nuntă în Ștefănești',
  slug: 'nunta-in-stefanesti',
  description: 'Sâmbătă seara',
  isPublic: true,
  entryCount: 2,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  owner: { name: 'Ana', slug: 'ana' },
  isOwner: false,
  entries: [
    {
      id: 'e1',
      tabId: 't1',
      title: 'Andrii Popa',
      artistName: 'Phoenix',
      transpose: -2,
      capo: 3,
      note: 'Rar la final',
      scrollSpeed: 0,
      unavailable: false,
      tab: {
        id: 't1',
        title: 'Andrii Popa',
        slug: 'andrii-popa',
        artist: { name: 'Phoenix', slug: 'phoenix' },
      },
      body: 'x',
    },
    {
      id: 'e2',
      tabId: 't2',
      title: 'Anule',
      artistName: 'Holograf',
      transpose: 0,
      capo: 0,
      note: '',
      scrollSpeed: 0,
      unavailable: true,
      tab: null,
    },
  ],
};

describe('shared songbook page', () => {
  it('shows the songs in order with key, capo and note, the unavailable one marked, axe-clean', async () => {
    mockFetch((url) => (url === '/api/songbook/nunta-in-stefanesti' ? json(SONGBOOK) : undefined));
    const { container } = renderApp('/cantece/nunta-in-stefanesti');
    expect(await screen.findByRole('heading', { name: 'Nuntă în Ștefănești' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Cântecele listei Nuntă în Ștefănești' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('1Andrii Popa – Phoenix-2Capo 3Rar la final');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Andrii Popa – Phoenix' })).toHaveAttribute(
      'href',
      '/acorduri/phoenix/andrii-popa?transpunere=-2&capo=3',
    );
    expect(second).toHaveTextContent('Anule – Holograf (indisponibil)');
    for (const link of screen.getAllByRole('link', { name: 'Ana' }))
      expect(link).toHaveAttribute('href', '/profil/ana');
    expect(screen.getByRole('link', { name: 'Deschide în modul scenă' })).toHaveAttribute(
      'href',
      '/cantece/nunta-in-stefanesti/scena',
    );
    expect(screen.queryByRole('link', { name: 'Editează lista' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('goes to the 404 page for a private or unknown songbook', async () => {
    mockFetch(() => undefined);
    renderApp('/cantece/secret');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/404$/));
  });
});
