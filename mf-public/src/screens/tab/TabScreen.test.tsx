import { encryptTabBody, LOGIN_REQUIRED_EVENT, PRINT_EVENT } from '@acorduri/contracts';
import { ANA } from '@acorduri/web-testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { tabItem } from '../../test/fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../test/renderScreen';

const BODY = 'Am        G\nCântă %ziua% de ieri\n';

async function tabDetail(overrides = {}) {
  return {
    ...tabItem({
      tags: [{ id: 'g1', name: 'Colinde', slug: 'colinde' }],
      gtp: 'sarbatoare.gp5',
      midi: 'sarbatoare.mid',
      ...overrides,
    }),
    body: await encryptTabBody(BODY),
  };
}

const comment = (id: string, authorId = 'u2') => ({
  id,
  body: `comentariul ${id}`,
  createdAt: '2025-02-01T10:00:00.000Z',
  author: { id: authorId, name: authorId === ANA.id ? 'ana' : 'ion', slug: 'x' },
  tab: {
    id: 't1',
    title: 'Sărbătoare de iarnă',
    slug: 'sarbatoare-de-iarna',
    artist: { name: 'Ana Lungu', slug: 'ana-lungu' },
  },
});

function serve(tab: unknown, { user = null as typeof ANA | null, favourites = [] as unknown[] } = {}) {
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/account' && user) return json(user);
    if (url === '/api/tab/by-slug/ana-lungu/sarbatoare-de-iarna') return json(tab);
    if (url.startsWith('/api/comment?'))
      return url.includes('offset=0')
        ? json({ comments: [comment('c1', ANA.id), comment('c2')], total: 12 })
        : json({ comments: [comment('c11')], total: 12 });
    if (url === '/api/user/tab/favourites' && method === 'GET') return json({ tabs: favourites });
    if (url === '/api/user/tab/favourites' && method === 'POST') return json({ id: 't1' });
    if (url === '/api/user/tab/favourites' && method === 'DELETE') return json(true);
    if (url === '/api/user/tab/rate') return json({ rating: 4, ratingCount: 5 });
    if (url === '/api/user/comment' && method === 'POST') return json(comment('new', ANA.id), 201);
    if (url === '/api/user/comment' && method === 'DELETE') return json(true);
    return undefined;
  });
}

const PATH = '/acorduri/ana-lungu/sarbatoare-de-iarna';

describe('tab page', () => {
  it('decrypts the body (without %), shows tags, downloads and the rating, and is axe-clean', async () => {
    serve(await tabDetail());
    const { container } = renderApp(PATH);
    expect(await screen.findByTestId('tab-body')).toHaveTextContent('Cântă ziua de ieri');
    expect(screen.getByTestId('tab-body').textContent).not.toContain('%');
    expect(screen.getByRole('link', { name: 'Colinde' })).toHaveAttribute('href', '/categorii/colinde');
    expect(screen.getByRole('link', { name: 'Descarcă Guitar Pro' })).toHaveAttribute(
      'href',
      '/media/gtp/sarbatoare.gp5',
    );
    expect(screen.getByRole('link', { name: 'Descarcă MIDI' })).toHaveAttribute(
      'href',
      '/media/midi/sarbatoare.mid',
    );
    expect(screen.getByRole('img', { name: 'Rating: 4,5 din 5' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Comentarii (12)' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  // Before the tests that load working chord tools: those are kept for the page's life once loaded.
  it('draws the text and what follows it once mf-chords has answered, not laid out twice', async () => {
    let answer!: (error: Error) => void;
    const toolsAnswered = new Promise<never>((_resolve, reject) => {
      answer = reject;
    });
    jest.mocked(loadRemote).mockImplementationOnce(() => toolsAnswered);
    const decrypt = jest.spyOn(crypto.subtle, 'decrypt');
    serve(await tabDetail());
    renderApp(PATH);
    await waitFor(() => expect(decrypt).toHaveBeenCalled());
    await act(() => decrypt.mock.results[0]!.value);
    expect(screen.queryByTestId('tab-body')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Comentarii/ })).not.toBeInTheDocument();
    expect(screen.getByText('Se încarcă…')).toBeInTheDocument();
    answer(new Error('mf-chords down'));
    expect(await screen.findByTestId('tab-body')).toHaveTextContent('Cântă ziua de ieri');
    expect(await screen.findByRole('heading', { name: 'Comentarii (12)' })).toBeInTheDocument();
    decrypt.mockRestore();
  });

  it('hides a rating with fewer than 3 votes', async () => {
    serve(await tabDetail({ ratingCount: 2 }));
    renderApp(PATH);
    expect(
      await screen.findByText('Nu există suficiente voturi pentru a afișa un rating.'),
    ).toBeInTheDocument();
  });

  it('goes to /404 when the tab does not exist', async () => {
    mockFetch(() => undefined);
    renderApp(PATH);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/404'));
  });

  it('says the reader is offline when a song not saved for offline reading cannot be fetched', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
      renderApp(PATH);
      expect(
        await screen.findByText(
          'Ești offline, iar acest cântec nu a fost salvat pentru citire fără internet. Îl poți deschide când revine conexiunea.',
        ),
      ).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('asks an anonymous reader to sign in before rating, favouriting or commenting', async () => {
    serve(await tabDetail());
    const reasons: string[] = [];
    window.addEventListener(LOGIN_REQUIRED_EVENT, (event) =>
      reasons.push((event as CustomEvent).detail.reason),
    );
    renderApp(PATH);
    await screen.findByTestId('tab-body');
    await userEvent.click(screen.getByRole('button', { name: /Adaugă la favorite/ }));
    await userEvent.click(screen.getByRole('radio', { name: '3,5 stele' }));
    await userEvent.click(screen.getByRole('button', { name: 'Votează' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Comentariul tău' }), 'Frumos');
    await userEvent.click(screen.getByRole('button', { name: 'Trimite comentariul' }));
    expect(reasons).toEqual(['favourite', 'rate', 'comment']);
  });

  it('rates with half stars once a value is chosen and thanks the reader', async () => {
    const fetchMock = serve(await tabDetail(), { user: ANA });
    renderApp(PATH);
    await screen.findByTestId('tab-body');
    const submit = screen.getByRole('button', { name: 'Votează' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '3,5 stele' }));
    await userEvent.click(submit);
    expect(await screen.findByText('Votul a fost întregistrat. Îți mulțumim!')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, '/api/user/tab/rate')[0]?.init?.body))).toEqual({
      id: 't1',
      rating: 3.5,
    });
    // One user action, one Idempotency-Key: a retried vote is written once.
    expect(callsTo(fetchMock, '/api/user/tab/rate')[0]?.init?.headers).toMatchObject({
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(screen.getByRole('img', { name: 'Rating: 4 din 5' })).toBeInTheDocument();
  });

  it('toggles the favourite with the spec messages', async () => {
    serve(await tabDetail(), { user: ANA });
    renderApp(PATH);
    await screen.findByTestId('tab-body');
    await userEvent.click(await screen.findByRole('button', { name: /Adaugă la favorite/ }));
    expect(await screen.findByText('Tabulatura a fost adăugată la favorite.')).toBeInTheDocument();
  });

  it('removes a favourite only when the server answers true', async () => {
    serve(await tabDetail(), { user: ANA, favourites: [tabItem()] });
    renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: /Scoate din favorite/ }));
    expect(await screen.findByText('Tabulatura a fost scoasă din favorite.')).toBeInTheDocument();
  });

  it('puts a new comment on top, deletes an own comment, and keeps the count right', async () => {
    serve(await tabDetail(), { user: ANA });
    renderApp(PATH);
    await screen.findByRole('heading', { name: 'Comentarii (12)' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Comentariul tău' }), 'Minunat');
    await userEvent.click(screen.getByRole('button', { name: 'Trimite comentariul' }));
    expect(await screen.findByRole('heading', { name: 'Comentarii (13)' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Comentarii (13)' });
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('comentariul new');
    expect(within(section).getAllByRole('button', { name: 'Șterge comentariul lui ana' })).toHaveLength(2);
    await userEvent.click(within(section).getAllByRole('button', { name: 'Șterge comentariul lui ana' })[0]!);
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmare' });
    expect(confirm).toHaveTextContent('Dorești să ștergi comentariul comentariul new?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Nu' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Comentarii (13)' })).toBeInTheDocument();
    await userEvent.click(within(section).getAllByRole('button', { name: 'Șterge comentariul lui ana' })[0]!);
    const again = await screen.findByRole('alertdialog', { name: 'Confirmare' });
    expect(again).toHaveTextContent('Dorești să ștergi comentariul comentariul new?');
    await userEvent.click(within(again).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Comentarii (12)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mai multe comentarii' }));
    expect(await screen.findByText('comentariul c11')).toBeInTheDocument();
  });

  it('transposes the text with mf-chords and remembers the choice in this browser', async () => {
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id === 'mf_chords/chordTools')
        return {
          transposeBody: (body: string, n: number) => body.replace('Am', n === 2 ? 'Bm' : `Am${n}`),
          findChords: () => ({ occurrences: [{ line: 0 }], german: false }),
          chordTokensOfLine: () => undefined,
        };
      throw new Error('absent');
    });
    serve(await tabDetail());
    const first = renderApp(PATH);
    await screen.findByTestId('tab-body');
    const up = screen.getByRole('button', { name: 'Transpune în sus (+1 semiton)' });
    await waitFor(() => expect(up).toBeEnabled());
    await userEvent.click(up);
    await userEvent.click(up);
    expect(screen.getByTestId('tab-body')).toHaveTextContent('Bm');
    await userEvent.click(screen.getByRole('button', { name: 'A+ Text mai mare' }));
    first.unmount();
    renderApp(PATH);
    expect(await screen.findByTestId('tab-body')).toHaveTextContent('Bm');
    expect(screen.getByTestId('tab-body')).toHaveStyle({ fontSize: '16px' });
  });

  it('describes the page with its first lyrics, leaving out the lines mf-chords finds chords on', async () => {
    // The chord tools are loaded once per page; every mock of them here finds the chords on line 0.
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id === 'mf_chords/chordTools')
        return {
          transposeBody: (body: string) => body,
          findChords: () => ({ occurrences: [{ line: 0 }], german: false }),
          chordTokensOfLine: () => undefined,
        };
      throw new Error('absent');
    });
    serve(await tabDetail());
    renderApp(PATH);
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'Acorduri Ana Lungu - Sărbătoare de iarnă: Cântă ziua de ieri',
      ),
    );
  });

  it('asks the shell to print', async () => {
    serve(await tabDetail());
    const printed = jest.fn();
    window.addEventListener(PRINT_EVENT, printed);
    renderApp(PATH);
    await screen.findByTestId('tab-body');
    // On a phone (jsdom applies no media query) print sits behind 'Mai multe opțiuni'.
    await userEvent.click(screen.getByRole('button', { name: 'Mai multe opțiuni' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tipărește' }));
    expect(printed).toHaveBeenCalledTimes(1);
  });
});
