import { screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import { mockApi } from '../../../test/mockApi';
import { renderScreen } from '../../../test/render';
import { tabItem } from '../../../test/tabs';
import FavouritesScreen from './FavouritesScreen';

const TABS = [
  tabItem({ id: 'a'.repeat(24), title: 'Andrii Popa', artist: { name: 'Phoenix', slug: 'phoenix' } }),
  tabItem({ id: 'b'.repeat(24), title: 'Iarna pe uliță', artist: { name: 'Colinde', slug: 'colinde' } }),
];

async function renderFavourites(removal: Parameters<typeof mockApi>[0][string]) {
  const calls = mockApi({
    'GET /api/user/tab/favourites': { body: { tabs: TABS } },
    'DELETE /api/user/tab/favourites': removal,
  });
  const view = renderScreen(<FavouritesScreen />, { at: '/favorite' });
  await screen.findByRole('link', { name: 'Phoenix - Andrii Popa' });
  return { calls, ...view };
}

describe('FavouritesScreen', () => {
  it('lists the favourites with links to their pages', async () => {
    const { container } = await renderFavourites({ body: true });
    expect(screen.getByRole('link', { name: 'Phoenix - Andrii Popa' })).toHaveAttribute(
      'href',
      '/acorduri/phoenix/andrii-popa',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('removes a tab when the server answers true', async () => {
    const { user, calls } = await renderFavourites({ body: true });
    await user.click(screen.getByRole('button', { name: 'Scoate din favorite: Phoenix - Andrii Popa' }));
    expect(await screen.findByText('Tabulatura a fost scoasă din favorite.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Phoenix - Andrii Popa' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Colinde - Iarna pe uliță' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', body: { id: 'a'.repeat(24) } });
  });

  it("keeps the tab and says 'A aparut o eroare.' otherwise", async () => {
    const { user } = await renderFavourites({ body: false });
    await user.click(screen.getByRole('button', { name: 'Scoate din favorite: Phoenix - Andrii Popa' }));
    expect(await screen.findByText('A aparut o eroare.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Phoenix - Andrii Popa' })).toBeInTheDocument(),
    );
  });
});
