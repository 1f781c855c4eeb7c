import { renderWithProviders } from '@acorduri/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestedUrls } from '../../testing/fixtures';
import AccessibleScreen from './AccessibleScreen';

describe('/accesibil', () => {
  it('starts with root A and the type with id 1 shown by its full name, and lists nothing yet', async () => {
    const fetchMock = mockApi();
    renderWithProviders(<AccessibleScreen />, { path: '/accesibil' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Dicționar de acorduri accesibil' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Major' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'A' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rădăcina' })).toHaveValue('A');
    expect(screen.getByRole('combobox', { name: 'Tipul acordului' })).toHaveValue('1');
    expect(requestedUrls(fetchMock).some((url) => url.startsWith('/api/chord?'))).toBe(false);
    expect(document.title).toBe('Dicționar accesibil | Acorduri pentru chitară');
  });

  it("lists every variant as text after 'Listează definiții'", async () => {
    mockApi();
    const user = userEvent.setup();
    renderWithProviders(<AccessibleScreen />, { path: '/accesibil' });
    await screen.findByRole('option', { name: 'Minor' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipul acordului' }), '2');
    await user.click(screen.getByRole('button', { name: 'Listează definiții' }));
    const chord = (await screen.findByRole('heading', { level: 2, name: 'Am — Minor' })).closest('section')!;
    expect(
      screen.getByRole('heading', { level: 3, name: 'Chitară, varianta 1 (poziția I)' }),
    ).toBeInTheDocument();
    const strings = within(chord)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(strings).toEqual([
      'Coarda 6 (Mi grav): nu se cântă.',
      'Coarda 5 (La): liberă.',
      'Coarda 4 (Re): tasta 2, degetul 2 (mijlociul).',
      'Coarda 3 (Sol): tasta 2, degetul 3 (inelarul).',
      'Coarda 2 (Si): tasta 1, degetul 1 (arătătorul).',
      'Coarda 1 (Mi acut): liberă.',
    ]);
    expect(screen.getByText('Clapele: La, Do, Mi.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
