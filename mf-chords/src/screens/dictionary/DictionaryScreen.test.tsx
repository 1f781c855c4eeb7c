import { renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeResponse, mockApi, requestedUrls } from '../../testing/fixtures';
import DictionaryScreen from './DictionaryScreen';

describe('/dictionar-acorduri', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts with the root C and every type, on guitar', async () => {
    const fetchMock = mockApi();
    renderWithProviders(<DictionaryScreen />, { path: '/dictionar-acorduri' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dicționar de acorduri' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'C — Major' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rădăcina' })).toHaveValue('C');
    expect(screen.getAllByRole('img', { name: /Acordul C la chitară/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Chitară' })).toHaveAttribute('aria-pressed', 'true');
    expect(requestedUrls(fetchMock)).toContain('/api/chord?root=C&limit=100');
    expect(document.title).toBe('Dicționar de acorduri | Acorduri pentru chitară');
  });

  it('filters by root and type', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderWithProviders(<DictionaryScreen />, { path: '/dictionar-acorduri' });
    await screen.findByRole('heading', { level: 2, name: 'C — Major' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rădăcina' }), 'A');
    expect(await screen.findByRole('heading', { level: 2, name: 'Am — Minor' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Tipul acordului' })).toHaveTextContent('m (Minor)'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipul acordului' }), '2');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'A — Major' })).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: 'Am — Minor' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain('/api/chord?root=A&typeId=2&limit=100');
  });

  it('switches to piano diagrams', async () => {
    mockApi();
    const user = userEvent.setup();
    renderWithProviders(<DictionaryScreen />, { path: '/dictionar-acorduri' });
    const section = (await screen.findByRole('heading', { level: 2, name: 'C — Major' })).closest('section')!;
    await user.click(screen.getByRole('button', { name: 'Pian' }));
    expect(
      within(section).getByRole('img', { name: 'Acordul C la pian, varianta 1: Do, Mi, Sol' }),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('img', { name: /chitară/ })).toBeNull();
  });

  it('remembers left-handed diagrams', async () => {
    mockApi();
    const user = userEvent.setup();
    renderWithProviders(<DictionaryScreen />, { path: '/dictionar-acorduri' });
    await screen.findByRole('heading', { level: 2, name: 'C — Major' });
    await user.click(screen.getByRole('checkbox', { name: 'Diagrame pentru stângaci' }));
    expect(window.localStorage.getItem('acorduri.chords.leftHanded')).toBe('1');
  });

  it('goes to the accessible dictionary', async () => {
    mockApi();
    const user = userEvent.setup();
    renderWithProviders(<DictionaryScreen />, { path: '/dictionar-acorduri' });
    await user.click(screen.getByRole('button', { name: 'Dicționar accesibil (text)' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/accesibil');
  });

  it('shows the load failure', async () => {
    mockApi({ '/api/chord': () => new FakeResponse({}, 500) });
    renderWithProviders(<DictionaryScreen />, { path: '/dictionar-acorduri' });
    expect(await screen.findByText('Eroare la citirea acordurilor.')).toBeInTheDocument();
  });
});
