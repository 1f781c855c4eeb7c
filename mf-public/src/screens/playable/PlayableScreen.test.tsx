import type { NextChordList, PlayableTabList, ProgressionTabList } from '@acorduri/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { tabItem } from '../../test/fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../test/renderScreen';

const playable: PlayableTabList = {
  tabs: [
    { ...tabItem({ id: 'a', slug: 'in-la', title: 'În La' }), capo: 2, chords: ['G', 'C', 'D', 'Em'] },
    { ...tabItem({ id: 'b', slug: 'in-sol', title: 'În Sol' }), capo: 0, chords: ['G', 'C', 'D'] },
  ],
  total: 2,
};

const next: NextChordList = {
  chords: [
    {
      chord: 'Am',
      count: 7,
      examples: [{ ...tabItem({ id: 'c', slug: 'cu-la-minor' }), capo: 0, chords: ['Am', 'G'] }],
    },
    { chord: 'A7', count: 2, examples: [] },
  ],
};

const progression: ProgressionTabList = {
  tabs: [
    {
      ...tabItem({ id: 'p', slug: 'pop', title: 'Pop' }),
      key: 'C',
      start: { line: 3, change: 0 },
      chords: ['C', 'G', 'Am', 'F'],
    },
  ],
  total: 1,
};

function api(url: string) {
  if (url.startsWith('/api/tab/playable?')) return json(playable);
  if (url.startsWith('/api/chords/next?')) return json(next);
  if (url.startsWith('/api/tab/progression?')) return json(progression);
  return undefined;
}

const decoded = (url: string | undefined) => decodeURIComponent(url ?? '');

describe('Ce pot cânta', () => {
  it('lists what the tapped and typed chords play, with capos, and the next chord to learn', async () => {
    const fetchMock = mockFetch(api);
    renderApp('/ce-pot-canta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ce pot cânta' })).toBeInTheDocument();
    for (const chord of ['G', 'C', 'D']) await userEvent.click(screen.getByRole('button', { name: chord }));
    expect(screen.getByRole('button', { name: 'G' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(screen.getByLabelText('Scrie un acord'), 'em{Enter}');
    expect(screen.getByRole('button', { name: 'Scoate Em' })).toBeInTheDocument();

    const rows = await screen.findAllByTestId('playable-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('capodastru la tasta 2 · Cânți: G C D Em');
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/acorduri/ana-lungu/in-la?capo=2');
    expect(rows[1]).toHaveTextContent('fără capodastru');
    await waitFor(() =>
      expect(decoded(callsTo(fetchMock, '/api/tab/playable').at(-1)?.url)).toBe(
        '/api/tab/playable?chords=G,C,D,Em&capo=0&limit=10&offset=0',
      ),
    );

    expect(await screen.findByTestId('next-chord')).toHaveTextContent('Am — Îți mai deschide 7 melodii.');
  }, 60_000);

  it('with the capo toggle asks for capos too, adds the suggested chord, and passes axe', async () => {
    const fetchMock = mockFetch(api);
    const { container } = renderApp('/ce-pot-canta');
    for (const chord of ['G', 'C', 'D', 'Em'])
      await userEvent.click(await screen.findByRole('button', { name: chord }));
    expect(await screen.findByTestId('next-chord')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Și cu capodastru (tastele 1–7)' }));
    await waitFor(() =>
      expect(decoded(callsTo(fetchMock, '/api/tab/playable').at(-1)?.url)).toContain('capo=any'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Adaugă Am' }));
    await waitFor(() =>
      expect(decoded(callsTo(fetchMock, '/api/chords/next').at(-1)?.url)).toBe(
        '/api/chords/next?chords=G,C,D,Em,Am&capo=any',
      ),
    );
    expect(await axe(container)).toHaveNoViolations();
  }, 60_000);

  it('says the lists may lack older songs while the archive is being updated (partial answers)', async () => {
    mockFetch((url) => {
      if (url.startsWith('/api/tab/playable?')) return json({ ...playable, partial: true });
      if (url.startsWith('/api/tab/progression?')) return json({ ...progression, partial: true });
      return api(url);
    });
    renderApp('/ce-pot-canta');
    await userEvent.click(await screen.findByRole('button', { name: 'G' }));
    await screen.findAllByTestId('playable-row');
    const notice = 'Arhiva se actualizează: unele melodii mai vechi pot lipsi deocamdată.';
    expect(screen.getAllByText(notice)).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Progresia (trepte separate prin „-”)'), 'I-V{Enter}');
    await screen.findByTestId('progression-row');
    expect(screen.getAllByText(notice)).toHaveLength(2);
  }, 60_000);

  it('refuses a chord the dictionary lacks with the server message, without asking', async () => {
    const fetchMock = mockFetch(api);
    renderApp('/ce-pot-canta');
    await userEvent.type(await screen.findByLabelText('Scrie un acord'), 'Qm{Enter}');
    expect(await screen.findByText('Acordul „Qm” nu este în dicționar.')).toBeInTheDocument();
    expect(screen.getByText('Niciun acord ales încă.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/tab/playable')).toHaveLength(0);
  }, 60_000);

  it('searches a progression, showing the key and where it starts', async () => {
    const fetchMock = mockFetch(api);
    renderApp('/ce-pot-canta');
    const field = await screen.findByLabelText('Progresia (trepte separate prin „-”)');
    await userEvent.type(field, 'I-Q{Enter}');
    expect(
      await screen.findByText('Treapta „Q” nu este o treaptă validă (de exemplu I, V, vi, bVII, vii°).'),
    ).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'I-V-vi-IV{Enter}');
    const row = await screen.findByTestId('progression-row');
    expect(row).toHaveTextContent('Tonalitate C, de la rândul 3: C – G – Am – F');
    expect(callsTo(fetchMock, '/api/tab/progression')[0]?.url).toBe(
      '/api/tab/progression?degrees=I-V-vi-IV&limit=10&offset=0',
    );
  }, 60_000);

  it("prefills a signed-in reader's chords and saves their changes", async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/account')
        return json({ id: 'u1', name: 'Ana', slug: 'ana', email: 'ana@x.ro', role: 0 });
      if (url === '/api/user/known-chords' && (init?.method ?? 'GET') === 'GET')
        return json({ chords: ['Am', 'E'] });
      if (url === '/api/user/known-chords') return json(JSON.parse(String(init?.body)));
      return api(url);
    });
    renderApp('/ce-pot-canta');
    expect(await screen.findByRole('button', { name: 'Scoate E' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Am' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Dm' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/user/known-chords').some((call) => call.init?.method === 'PUT')).toBe(
        true,
      ),
    );
    const put = callsTo(fetchMock, '/api/user/known-chords').find((call) => call.init?.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ chords: ['Am', 'E', 'Dm'] });
  }, 60_000);
});
