import { screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import { json, mockFetch, renderApp } from '../../test/renderScreen';

const lesson = {
  id: 'l1',
  title: 'Primele acorduri',
  slug: 'primele-acorduri',
  imageUrl: '/media/img/l1.png',
  description: 'Do, Re, Mi pe chitară',
  level: 7,
  isPublic: true,
  createdAt: '2025-01-01',
  updatedAt: '2025-01-01',
  body: '<p>Ține <strong>degetele</strong> arcuite.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:alert(1)">rău</a>',
};

describe('lessons', () => {
  it("lists cards with 'Necunoscut' for an unknown level", async () => {
    mockFetch((url) => (url.startsWith('/api/lesson?') ? json({ lessons: [lesson], total: 1 }) : undefined));
    const { container } = renderApp('/lectii');
    expect(await screen.findByRole('link', { name: 'Primele acorduri' })).toHaveAttribute(
      'href',
      '/lectii/primele-acorduri',
    );
    expect(screen.getByText('Nivel: Necunoscut')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders the body sanitised and names the page after the lesson', async () => {
    mockFetch((url) => (url === '/api/lesson/primele-acorduri' ? json(lesson) : undefined));
    const { container } = renderApp('/lectii/primele-acorduri');
    expect(await screen.findByText('degetele')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('rău')).not.toHaveAttribute('href', 'javascript:alert(1)');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    await waitFor(() => expect(document.title).toBe('Primele acorduri | Acorduri pentru chitară'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Do, Re, Mi pe chitară',
    );
  });

  it('goes to /404 for an unknown lesson', async () => {
    mockFetch(() => undefined);
    renderApp('/lectii/nu-exista');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/404'));
  });
});
