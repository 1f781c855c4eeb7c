import { act, screen, waitFor, within } from '@testing-library/react';
import { tabItem } from '../../test/fixtures';
import { json, mockFetch, renderApp } from '../../test/renderScreen';

/** A stand-in for the browser's observer: the test says when the element after the drawn rows nears the screen. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('artist page', () => {
  it('shows the artist by name', async () => {
    mockFetch((url) =>
      url === '/api/artist/phoenix'
        ? json({ id: 'a1', name: 'Phoenix', slug: 'phoenix', tabCount: 0, requestCount: 0 })
        : undefined,
    );
    renderApp('/artisti/phoenix');
    expect(await screen.findByRole('heading', { level: 1, name: 'Phoenix' })).toBeInTheDocument();
  });

  it('goes to the 404 page for an unknown artist instead of showing its slug and an error', async () => {
    mockFetch(() => undefined);
    renderApp('/artisti/nu-exista');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/404$/));
    expect(screen.queryByText('Eroare.')).not.toBeInTheDocument();
  });

  describe('with many tabs', () => {
    beforeEach(() => {
      FakeObserver.instances = [];
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    });
    afterEach(() => {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    it('draws the first 16 rows, the others as the reader scrolls near the end, the full count told meanwhile', async () => {
      const tabs = Array.from({ length: 60 }, (_, i) =>
        tabItem({ id: `t${i}`, slug: `s${i}`, title: `Titlu ${i}` }),
      );
      mockFetch((url) => {
        if (url === '/api/artist/phoenix')
          return json({ id: 'a1', name: 'Phoenix', slug: 'phoenix', tabCount: 60, requestCount: 0 });
        return url.startsWith('/api/tab?') ? json({ tabs, total: 60 }) : undefined;
      });
      renderApp('/artisti/phoenix');
      const table = await screen.findByRole('table');
      expect(within(table).getAllByRole('row')).toHaveLength(1 + 16);
      expect(table).toHaveAttribute('aria-rowcount', '61');

      const nearEnd = () => FakeObserver.instances.at(-1) as FakeObserver;
      act(() => nearEnd().report(false));
      expect(within(table).getAllByRole('row')).toHaveLength(1 + 16);
      act(() => nearEnd().report(true));
      expect(within(table).getAllByRole('row')).toHaveLength(1 + 32);
      act(() => nearEnd().report(true));
      act(() => nearEnd().report(true));
      expect(within(table).getAllByRole('row')).toHaveLength(1 + 60);
      expect(within(table).getByRole('link', { name: 'Titlu 59' })).toBeInTheDocument();
      expect(table).not.toHaveAttribute('aria-rowcount');
    });
  });
});
