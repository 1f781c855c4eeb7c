import type { AdminUserView } from '@acorduri/contracts';
import { renderWithProviders } from '@acorduri/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { UserDialog } from './UserDialog';

const MARIA: AdminUserView = {
  id: '65f000000000000000000001',
  username: 'Maria Pop',
  slug: 'maria-pop',
  email: 'maria@acorduri.test',
  emailVerified: true,
  emailVisibility: 0,
  role: 2,
  createdAt: '2025-03-04T10:00:00.000Z',
  accountExpiryDate: null,
  isAccountExpired: false,
  lastLogin: null,
  locationName: 'Cluj-Napoca',
  // Pian, Chitară clasică and Muzicuță: first, fourth and last positions.
  instrumentCodes: '10010000000000000001',
  otherInfo: 'Cânt la nunți.',
  favouriteArtists: 'Phoenix',
  tabCount: 3,
  requestCount: 0,
  commentCount: 7,
  hasProfile: true,
};

const factValue = (label: string) => screen.getByText(label).nextElementSibling;

describe('UserDialog', () => {
  it('shows the account facts first: verification, private email, role with icon, active, no login yet', async () => {
    const { baseElement } = renderWithProviders(<UserDialog user={MARIA} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Maria Pop' });
    expect(within(dialog).getByRole('tab', { name: 'Cont' })).toHaveAttribute('aria-selected', 'true');
    expect(factValue('ID')).toHaveTextContent(MARIA.id);
    expect(factValue('Slug')).toHaveTextContent('maria-pop');
    expect(factValue('Email confirmat')).toHaveTextContent('Da');
    expect(factValue('Vizibilitate email')).toHaveTextContent('Privat');
    expect(factValue('Rol')).toHaveTextContent('Susținător');
    expect(factValue('Rol')?.querySelector('svg')).not.toBeNull();
    expect(factValue('Creat')).toHaveTextContent('04.03.2025');
    expect(factValue('Expirarea contului')).toHaveTextContent('—');
    expect(factValue('Activ')).toHaveTextContent('Da');
    expect(factValue('Ultima autentificare')).toHaveTextContent('—');
    expect(within(dialog).getByRole('link', { name: 'Evenimentele contului în Registru' })).toHaveAttribute(
      'href',
      `/logs?userId=${MARIA.id}`,
    );
    expect(await axe(baseElement)).toHaveNoViolations();
  });

  it('marks an expired account with a public email as inactive and shows its expiry date', () => {
    renderWithProviders(
      <UserDialog
        user={{
          ...MARIA,
          role: 0,
          emailVisibility: 1,
          accountExpiryDate: '2026-01-15T12:00:00.000Z',
          isAccountExpired: true,
        }}
        onClose={() => {}}
      />,
    );
    expect(factValue('Vizibilitate email')).toHaveTextContent('Public');
    expect(factValue('Rol')).toHaveTextContent('Standard');
    expect(factValue('Expirarea contului')).toHaveTextContent('15.01.2026');
    expect(factValue('Activ')).toHaveTextContent('Nu');
  });

  it('decodes the 20-character instrument code into the §3 names on the Profil tab', async () => {
    renderWithProviders(<UserDialog user={MARIA} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Profil' }));
    expect(factValue('Instrumente')).toHaveTextContent(/^Pian, Chitară clasică, Muzicuță$/);
    expect(factValue('Localitate')).toHaveTextContent('Cluj-Napoca');
    expect(factValue('Despre')).toHaveTextContent('Cânt la nunți.');
    expect(factValue('Artiști preferați')).toHaveTextContent('Phoenix');
    expect(factValue('Acorduri')).toHaveTextContent('3');
    expect(factValue('Cereri')).toHaveTextContent('0');
    expect(factValue('Comentarii')).toHaveTextContent('7');
  });

  it('shows a dash for an empty profile and no instrument for an all-zero code', async () => {
    renderWithProviders(
      <UserDialog
        user={{
          ...MARIA,
          locationName: '',
          instrumentCodes: '0'.repeat(20),
          otherInfo: ' ',
          favouriteArtists: '',
        }}
        onClose={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Profil' }));
    for (const label of ['Localitate', 'Instrumente', 'Despre', 'Artiști preferați'])
      expect(factValue(label)).toHaveTextContent(/^—$/);
  });

  it('stays closed without a user and closes on Escape', async () => {
    const onClose = jest.fn();
    const closed = renderWithProviders(<UserDialog user={null} onClose={onClose} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    closed.unmount();
    renderWithProviders(<UserDialog user={MARIA} onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
