import { fireEvent, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { mockApi } from '../../../test/mockApi';
import { renderScreen } from '../../../test/render';
import ProfileSettingsScreen from './ProfileSettingsScreen';

const PROFILE = {
  name: 'ana',
  slug: 'ana',
  location: 'Cluj-Napoca',
  locationId: 'b'.repeat(24),
  instrumentCodes: '00010000000000000000',
  favouriteArtists: 'Phoenix',
  otherInfo: '',
  publishedTabCount: 4,
};
const LOCATIONS = {
  locations: [
    { id: 'a'.repeat(24), name: 'București', county: '' },
    { id: 'b'.repeat(24), name: 'Cluj-Napoca', county: 'Cluj' },
  ],
  total: 2,
};

async function renderProfile(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/user/profile': { body: PROFILE },
    'GET /api/location': { body: LOCATIONS },
    ...routes,
  });
  const view = renderScreen(<ProfileSettingsScreen />, { at: '/profile-settings' });
  await screen.findByRole('heading', { name: 'ana' });
  return { calls, ...view };
}

describe('ProfileSettingsScreen', () => {
  it('shows the profile with its instruments, location and public link', async () => {
    const { container } = await renderProfile();
    const trail = screen.getByRole('navigation', { name: 'Cale de navigare' });
    expect(within(trail).queryByText('Acasă')).not.toBeInTheDocument();
    expect(within(trail).getByText('Profil')).toBeInTheDocument();
    const instruments = screen.getByRole('group', { name: 'Instrumente' });
    expect(within(instruments).getAllByRole('checkbox')).toHaveLength(20);
    expect(within(instruments).getByRole('checkbox', { name: 'Chitară clasică' })).toBeChecked();
    expect(within(instruments).getByRole('checkbox', { name: 'Pian' })).not.toBeChecked();
    expect(await screen.findByRole('option', { name: 'Cluj-Napoca, Cluj' })).toBeInTheDocument();
    expect(screen.getByLabelText('Localitate')).toHaveValue('b'.repeat(24));
    expect(screen.getByRole('link', { name: 'Vezi profilul public' })).toHaveAttribute('href', '/profil/ana');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('saves the instruments as the 20-character code string', async () => {
    const { user, calls } = await renderProfile({ 'PUT /api/user/profile': { body: PROFILE } });
    await user.click(screen.getByRole('checkbox', { name: 'Pian' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chitară clasică' }));
    await user.click(screen.getByRole('checkbox', { name: 'Muzicuță' }));
    await screen.findByRole('option', { name: 'București' });
    await user.selectOptions(screen.getByLabelText('Localitate'), 'București');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Profilul a fost salvat.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      locationId: 'a'.repeat(24),
      instrumentCodes: '10000000000000000001',
      favouriteArtists: 'Phoenix',
      otherInfo: '',
    });
  });

  it('limits favourite artists and other information to 200 characters', async () => {
    const { user, calls } = await renderProfile();
    fireEvent.change(screen.getByLabelText('Alte informații'), { target: { value: 'x'.repeat(201) } });
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(screen.getByText('Acest câmp permite maxim 200 de caractere')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("shows the spec's message when saving fails", async () => {
    const { user } = await renderProfile({ 'PUT /api/user/profile': { status: 500 } });
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });
});
