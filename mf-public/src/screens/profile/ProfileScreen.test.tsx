import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { tabItem } from '../../test/fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../test/renderScreen';

const profile = {
  id: 'u2',
  name: 'ion',
  slug: 'ion',
  role: 0,
  createdAt: '2024-03-01T00:00:00.000Z',
  location: 'Cluj-Napoca',
  locationId: null,
  instrumentCodes: '00001000000000000000',
  favouriteArtists: 'Phoenix',
  otherInfo: '',
  publishedTabCount: 51,
  publicSongbookCount: 0,
};

const songbookSummary = {
  id: 's'.repeat(24),
  name: 'Nuntă',
  slug: 'nunta',
  description: '',
  isPublic: true,
  entryCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
};

describe('public profile', () => {
  it('shows the profile and loads contributions 50 at a time', async () => {
    const fetchMock = mockFetch((url) => {
      if (url === '/api/profile/ion') return json(profile);
      if (url.startsWith('/api/tab?') && url.includes('offset=0'))
        return json({
          tabs: Array.from({ length: 50 }, (_, i) => tabItem({ id: `t${i}`, title: `Cântec ${i}` })),
          total: 51,
        });
      if (url.startsWith('/api/tab?'))
        return json({ tabs: [tabItem({ id: 't50', title: 'Ultimul' })], total: 51 });
      return undefined;
    });
    const { container } = renderApp('/profil/ion');
    expect(await screen.findByText('Chitară folk')).toBeInTheDocument();
    expect(await screen.findByText('Ana Lungu - Cântec 0')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/tab?')[0]?.url).toBe(
      '/api/tab?userSlug=ion&limit=50&offset=0&orderby=artist&sort=asc',
    );
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Încarcă mai multe' }));
    expect(await screen.findByText('Ana Lungu - Ultimul')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Încarcă mai multe' })).not.toBeInTheDocument();
  });

  it('lists the public songbooks with their count', async () => {
    mockFetch((url) => {
      if (url === '/api/profile/ion') return json({ ...profile, publicSongbookCount: 1 });
      if (url === '/api/profile/ion/songbooks')
        return json({ songbooks: [{ ...songbookSummary, entryCount: 20 }], total: 1 });
      if (url.startsWith('/api/tab?')) return json({ tabs: [], total: 0 });
      return undefined;
    });
    const { container } = renderApp('/profil/ion');
    const section = await screen.findByRole('region', { name: 'Liste de cântece (1)' });
    expect(await within(section).findByRole('link', { name: 'Nuntă' })).toHaveAttribute(
      'href',
      '/cantece/nunta',
    );
    expect(section).toHaveTextContent('(20 de cântece)');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses a slug with other characters', async () => {
    mockFetch(() => undefined);
    renderApp('/profil/ion_pop');
    expect(await screen.findByText('Parametrul de pagină este incorect.')).toBeInTheDocument();
  });

  it('goes to /not-found for an unknown user', async () => {
    mockFetch(() => undefined);
    renderApp('/profil/nimeni');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/not-found'));
  });
});
