import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { tabItem } from '../../test/fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../test/renderScreen';

describe('search results', () => {
  it('lists 10 results per page with highlighted matches, chips and paging', async () => {
    const tabs = Array.from({ length: 10 }, (_, i) =>
      tabItem({
        id: `t${i}`,
        slug: `s${i}`,
        isExplicit: i === 0,
        midi: i === 0 ? 'x.mid' : null,
        gtp: i === 0 ? 'x.gp5' : null,
      }),
    );
    const fetchMock = mockFetch((url) =>
      url.startsWith('/api/tab?') ? json({ tabs, total: 23 }) : undefined,
    );
    const { container } = renderApp('/cautare/sarbatoare');
    const results = await screen.findByRole('list', { name: 'Rezultate' });
    // Drawn a part a frame (#28): the ten rows and the pager once the last part is in.
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(10));
    expect(callsTo(fetchMock, '/api/tab?')[0]?.url).toBe('/api/tab?search=sarbatoare&limit=10&offset=0');
    expect(container.querySelector('mark')).toHaveTextContent('Sărbătoare');
    expect(screen.getAllByText('explicit')[0]).toBeInTheDocument();
    expect(screen.getAllByText('MIDI')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Guitar Pro')[0]).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rating: 4,5 din 5' })).toHaveLength(10);
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Pagina următoare' }));
    expect(await screen.findByText('11–20 din 23')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/tab?').at(-1)?.url).toBe('/api/tab?search=sarbatoare&limit=10&offset=10');
  });

  it("says 'Nu există rezultate.' when nothing matches", async () => {
    mockFetch((url) => (url.startsWith('/api/tab?') ? json({ tabs: [], total: 0 }) : undefined));
    renderApp('/cautare/nimic%20aici');
    expect(await screen.findByText('Nu există rezultate.')).toBeInTheDocument();
  });

  it('refuses invalid text without calling the API', async () => {
    const fetchMock = mockFetch(() => undefined);
    renderApp('/cautare/%3Cscript%3E');
    expect(
      await screen.findByText('Textul căutării nu este valid sau conține caractere nepermise.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/tab')).toHaveLength(0);
  });

  it('searches again from the box with Enter', async () => {
    mockFetch((url) => (url.startsWith('/api/tab?') ? json({ tabs: [], total: 0 }) : undefined));
    renderApp('/cautare/prima');
    const box = await screen.findByRole('combobox', { name: 'Caută o melodie sau un artist' });
    await userEvent.clear(box);
    await userEvent.type(box, 'fără tine{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/cautare/f%C4%83r%C4%83%20tine');
  });
});
