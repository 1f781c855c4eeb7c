import { encryptTabBody, type Songbook, type SongbookEntry } from '@acorduri/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { fromChordPro } from '../../../../mf-chords/src/theory';
import { realChordTools } from '../../test/realChordTools';
import { callsTo, json, mockFetch, renderApp } from '../../test/renderScreen';
import { songbookChordPro } from './ChordProExport';

async function entry(id: string, title: string, body: string | null, settings: Partial<SongbookEntry> = {}) {
  return {
    id,
    tabId: `t${id}`,
    title,
    artistName: 'Ana Lungu',
    transpose: 0,
    capo: 0,
    note: '',
    scrollSpeed: 0,
    unavailable: body === null,
    tab:
      body === null
        ? null
        : {
            id: `t${id}`,
            title,
            slug: title.toLowerCase(),
            artist: { name: 'Ana Lungu', slug: 'ana-lungu' },
          },
    ...(body === null ? {} : { body: await encryptTabBody(body) }),
    ...settings,
  } satisfies SongbookEntry;
}

async function songbook(): Promise<Songbook> {
  return {
    id: 'b1',
    name: 'Nuntă',
    slug: 'nunta',
    description: '',
    isPublic: true,
    entryCount: 3,
    createdAt: '2025-01-02T10:00:00.000Z',
    updatedAt: '2025-01-02T10:00:00.000Z',
    owner: { name: 'ana', slug: 'ana' },
    isOwner: false,
    entries: [
      await entry('e1', 'Unu', 'Am        E\nFoaie verde\n', { transpose: 2, note: 'Intrare lentă' }),
      await entry('e2', 'Doi', 'Eb      Bb\nCântă ziua\n', { capo: 3 }),
      await entry('e3', 'Trei', null),
    ],
  };
}

beforeEach(() => {
  jest.mocked(loadRemote).mockImplementation(async (id: string) => {
    if (id === 'mf_chords/chordTools') return realChordTools;
    throw new Error('absent');
  });
});

const position = () => screen.getByTestId('stage-position');

describe('stage mode', () => {
  it('shows one song at a time in its key with its capo, turned by arrows, pedals and Home, and is axe-clean', async () => {
    const book = await songbook();
    mockFetch((url) => (url === '/api/songbook/nunta' ? json(book) : undefined));
    const { container } = renderApp('/cantece/nunta/scena');
    expect(await screen.findByRole('heading', { name: 'Unu' })).toBeInTheDocument();
    expect(position()).toHaveAccessibleName('Cântecul 1 din 3');
    expect(position()).toHaveTextContent('1/3');
    // Transposed up 2 for this entry: Am E → Bm F#.
    await waitFor(() => expect(screen.getByTestId('tab-body')).toHaveTextContent('Bm'));
    expect(screen.getByTestId('tab-body')).toHaveTextContent('F#');
    expect(screen.getByText('Intrare lentă')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Taste' })).toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(await screen.findByRole('heading', { name: 'Doi' })).toBeInTheDocument();
    // Capo 3 on Eb Bb: the shapes C G are shown.
    await waitFor(() => expect(screen.getByTestId('tab-body')).toHaveTextContent('C'));
    expect(screen.getByTestId('tab-body')).toHaveTextContent('G');
    expect(screen.getByText(/Transpunere 0 · Capo 3/)).toBeInTheDocument();

    // jsdom lays nothing out, so the song is already at its end: a pedal's PageDown goes to the next song.
    fireEvent.keyDown(document.body, { key: 'PageDown' });
    expect(await screen.findByRole('heading', { name: 'Trei' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('stage')).getByText('Acest cântec nu mai este disponibil în arhivă.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cântecul următor/ })).toBeDisabled();

    fireEvent.keyDown(document.body, { key: 'PageUp' });
    expect(await screen.findByRole('heading', { name: 'Doi' })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Home' });
    expect(await screen.findByRole('heading', { name: 'Unu' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cantece/nunta/scena');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('leaves keys typed into a control alone, and changes the text size with + and −', async () => {
    const book = await songbook();
    mockFetch((url) => (url === '/api/songbook/nunta' ? json(book) : undefined));
    renderApp('/cantece/nunta/scena?cantec=2');
    expect(await screen.findByRole('heading', { name: 'Doi' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByLabelText('Viteza derulării'), { key: 'ArrowRight' });
    expect(position()).toHaveAccessibleName('Cântecul 2 din 3');
    await waitFor(() => expect(screen.getByTestId('tab-body')).toHaveStyle({ fontSize: '22px' }));
    fireEvent.keyDown(document.body, { key: '+' });
    expect(screen.getByTestId('tab-body')).toHaveStyle({ fontSize: '24px' });
  });

  it('goes to the 404 page when a shared songbook is not there', async () => {
    mockFetch((url) => (url === '/api/songbook/nunta' ? json({ errors: ['x'] }, 404) : undefined));
    renderApp('/cantece/nunta/scena');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/404$/));
  });

  it('says so when an own songbook is not there', async () => {
    mockFetch(() => undefined);
    renderApp('/cantecele-mele/0123456789abcdef01234567/scena');
    expect(await screen.findByText('Lista de cântece nu există sau nu este publică.')).toBeInTheDocument();
  });

  it("opens the owner's own songbook by id", async () => {
    const book = { ...(await songbook()), isOwner: true, isPublic: false };
    mockFetch((url) => (url === '/api/user/songbook/0123456789abcdef01234567' ? json(book) : undefined));
    renderApp('/cantecele-mele/0123456789abcdef01234567/scena');
    expect(await screen.findByRole('heading', { name: 'Unu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ieși din modul scenă' })).toHaveAttribute(
      'href',
      '/cantecele-mele/0123456789abcdef01234567',
    );
  });
});

describe('stage changes of key and capo', () => {
  const OWN = '/api/user/songbook/0123456789abcdef01234567';

  it("saves the owner's key and capo to the entry and shows them at once", async () => {
    const book = { ...(await songbook()), id: '0123456789abcdef01234567', isOwner: true };
    let saved = book;
    const fetchMock = mockFetch((url, init) => {
      if (url === OWN) return json(saved);
      if (url.startsWith(`${OWN}/entries/`) && init?.method === 'PUT') {
        const change = JSON.parse(String(init.body)) as Partial<SongbookEntry>;
        saved = {
          ...saved,
          entries: saved.entries.map((entry) => (url.endsWith(entry.id) ? { ...entry, ...change } : entry)),
        };
        // The write's answer carries no song texts.
        return json({ ...saved, entries: saved.entries.map(({ body: _body, ...entry }) => entry) });
      }
      return undefined;
    });
    const { container } = renderApp('/cantecele-mele/0123456789abcdef01234567/scena');
    expect(await screen.findByRole('heading', { name: 'Unu' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('tab-body')).toHaveTextContent('Bm'));
    fireEvent.click(screen.getByRole('button', { name: 'Transpune în sus (+1 semiton)' }));
    expect(screen.getByTestId('stage-transpose')).toHaveTextContent('+3');
    await waitFor(() => expect(screen.getByTestId('tab-body')).toHaveTextContent('Cm'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Capodastru' }), { target: { value: '3' } });
    // Heard in Cm with a capo on 3: the shapes are Am.
    await waitFor(() => expect(screen.getByTestId('tab-body')).toHaveTextContent('Am'));
    expect(screen.getByText(/Transpunere \+3 · Capo 3/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, `${OWN}/entries/e1`)).toHaveLength(2));
    expect(callsTo(fetchMock, `${OWN}/entries/e1`).map(({ init }) => JSON.parse(String(init?.body)))).toEqual(
      [{ transpose: 3 }, { capo: 3 }],
    );
    // The text stays: the cached songbook took only the settings from the answer.
    expect(screen.getByTestId('tab-body')).toHaveTextContent('Am');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("keeps a visitor's changes on screen without writing to someone else's songbook", async () => {
    const book = await songbook();
    const fetchMock = mockFetch((url) => (url === '/api/songbook/nunta' ? json(book) : undefined));
    renderApp('/cantece/nunta/scena');
    expect(await screen.findByRole('heading', { name: 'Unu' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('tab-body')).toHaveTextContent('Bm'));
    fireEvent.click(screen.getByRole('button', { name: 'Transpune în jos (−1 semiton)' }));
    await waitFor(() => expect(screen.getByTestId('tab-body')).toHaveTextContent('Bbm'));
    expect(callsTo(fetchMock, '/api/user/songbook')).toHaveLength(0);
  });

  it('says the change is not saved when the device is offline', async () => {
    const book = { ...(await songbook()), id: '0123456789abcdef01234567', isOwner: true };
    mockFetch((url, init) => {
      if (url === OWN) return json(book);
      if (init?.method === 'PUT') throw new TypeError('Failed to fetch');
      return undefined;
    });
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/cantecele-mele/0123456789abcdef01234567/scena');
    expect(await screen.findByRole('heading', { name: 'Unu' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('tab-body')).toHaveTextContent('Bm'));
    fireEvent.click(screen.getByRole('button', { name: 'Transpune în sus (+1 semiton)' }));
    expect(
      await screen.findByText(
        'Ești offline: schimbarea de tonalitate sau capodastru nu este salvată în listă.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('stage-transpose')).toHaveTextContent('+3');
  });
});

describe('the stage bar', () => {
  it('slides away when the song scrolls down and comes back on a tap on the song', async () => {
    const book = await songbook();
    mockFetch((url) => (url === '/api/songbook/nunta' ? json(book) : undefined));
    renderApp('/cantece/nunta/scena');
    expect(await screen.findByRole('heading', { name: 'Unu' })).toBeInTheDocument();
    const stage = screen.getByTestId('stage');
    const bar = screen.getByTestId('stage-bar');
    expect(bar).toHaveStyle({ transform: 'translateY(0)' });
    stage.scrollTop = 300;
    fireEvent.scroll(stage);
    await waitFor(() => expect(bar).toHaveStyle({ transform: 'translateY(-110%)' }));
    fireEvent.click(screen.getByRole('heading', { name: 'Unu' }));
    await waitFor(() => expect(bar).toHaveStyle({ transform: 'translateY(0)' }));
    // A tap on a control does its job and leaves the bar alone.
    fireEvent.click(screen.getByRole('button', { name: 'Mai multe opțiuni' }));
    expect(bar).toHaveStyle({ transform: 'translateY(0)' });
    expect(screen.getByRole('button', { name: 'Mai multe opțiuni' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Exportă ChordPro' })).toBeVisible();
  });
});

describe('songbook ChordPro', () => {
  it('writes every available song with the shapes played, the key of those shapes, the capo and the note', async () => {
    const book = await songbook();
    const texts = new Map([
      ['e1', { state: 'ready' as const, text: 'Am        E\nFoaie verde\n' }],
      ['e2', { state: 'ready' as const, text: 'Eb      Bb\nCântă ziua\n' }],
      ['e3', { state: 'unavailable' as const }],
    ]);
    expect(songbookChordPro(book, texts, realChordTools)).toBe(
      [
        '{title: Unu}',
        '{artist: Ana Lungu}',
        '{key: Bm}',
        '{comment: Intrare lentă}',
        '[Bm]Foaie verd[F#]e',
        '{new_song}',
        '{title: Doi}',
        '{artist: Ana Lungu}',
        '{key: C}',
        '{capo: 3}',
        '[C]Cântă zi[G]ua',
        '',
      ].join('\n'),
    );
  });

  it('reads back as the same songs, keys of the shapes and capos', async () => {
    const book = await songbook();
    const texts = new Map([
      ['e1', { state: 'ready' as const, text: 'G       D\nHai acasă\n' }],
      ['e2', { state: 'ready' as const, text: 'Eb      Bb\nCântă ziua\n' }],
      ['e3', { state: 'unavailable' as const }],
    ]);
    const text = songbookChordPro(book, texts, realChordTools) ?? '';
    expect(fromChordPro(text)).toEqual([
      {
        title: 'Unu',
        artist: 'Ana Lungu',
        key: 'A',
        notes: ['Intrare lentă'],
        body: 'A       E\nHai acasă\n',
      },
      { title: 'Doi', artist: 'Ana Lungu', key: 'C', capo: 3, body: 'C       G\nCântă ziua\n' },
    ]);
  });
});
