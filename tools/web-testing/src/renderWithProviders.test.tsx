import '@testing-library/jest-dom';
import { useThemeMode } from '@acorduri/ui-kit';
import { fireEvent, screen } from '@testing-library/react';
import { Route, useNavigate } from 'react-router';
import useSWR from 'swr';
import { json, mockFetch } from './mockFetch';
import { renderWithProviders } from './renderWithProviders';

function Page() {
  const navigate = useNavigate();
  const { mode } = useThemeMode();
  return (
    <button type="button" onClick={() => navigate('/altundeva?q=1')}>
      pagina {mode}
    </button>
  );
}

function Loaded() {
  const { data } = useSWR('/api/x', (url: string) => fetch(url).then((response) => response.json()));
  return <p>{data ? String(data.name) : 'se încarcă'}</p>;
}

it('renders the page at the path, in the theme, and the probe follows navigation with the query', () => {
  renderWithProviders(<Page />, { path: '/aici' });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/aici$/);
  fireEvent.click(screen.getByRole('button', { name: 'pagina light' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/altundeva\?q=1$/);
});

it('matches the extra routes before the page', () => {
  renderWithProviders(<Page />, {
    path: '/login',
    routes: <Route path="/login" element={<p>alt ecran</p>} />,
  });
  expect(screen.getByText('alt ecran')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('starts every render with an empty SWR cache', async () => {
  mockFetch((url) => (url === '/api/x' ? json({ name: 'prima' }) : undefined));
  const first = renderWithProviders(<Loaded />);
  expect(await screen.findByText('prima')).toBeInTheDocument();
  first.unmount();
  mockFetch((url) => (url === '/api/x' ? json({ name: 'a doua' }) : undefined));
  renderWithProviders(<Loaded />);
  expect(screen.getByText('se încarcă')).toBeInTheDocument();
  expect(await screen.findByText('a doua')).toBeInTheDocument();
});

it('answers what the route does not know with a 404', async () => {
  const fetchMock = mockFetch(() => undefined);
  const response = await fetch('/api/nimic');
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ errors: [] });
  expect(fetchMock).toHaveBeenCalledWith('/api/nimic');
});
