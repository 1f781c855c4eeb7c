import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { mockApi } from '../../../test/mockApi';
import { renderScreen } from '../../../test/render';
import AddTabScreen from './AddTabScreen';

// mf-chords' real ChordPro reader, as the federation would load it at run time; null = the remote is down.
const chordTools: { current: unknown } = { current: null };
jest.mock('../../federation/loadRemoteModule', () => ({
  loadRemoteModule: async () => chordTools.current,
}));
beforeEach(() => {
  chordTools.current = jest.requireActual('../../../../mf-chords/src/theory/chordPro');
});

const PHOENIX = {
  id: 'd'.repeat(24),
  name: 'Phoenix',
  slug: 'phoenix',
  letterId: 20,
  tabCount: 3,
  requestCount: 0,
};
const CATALOGUE = {
  'GET /api/cache': { body: { files: { 'artist-data.json': 17 } } },
  'GET /cache/artist-data.json': { body: { artists: [PHOENIX] } },
};

function renderAddTab(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ ...CATALOGUE, ...routes });
  return { calls, ...renderScreen(<AddTabScreen />, { at: '/adauga-acorduri' }) };
}

const chooseFile = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

describe('AddTabScreen', () => {
  it('requires an artist, a title and the text', async () => {
    const { user, calls, container } = renderAddTab();
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    expect(screen.getByText('Cel puțin un artist trebuie selectat')).toBeInTheDocument();
    expect(screen.getByText('Titlul trebuie completat')).toBeInTheDocument();
    expect(screen.getByText('Textul trebuie completat')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('limits the title to 100 and the text to 100,000 characters', async () => {
    const { user } = renderAddTab();
    fireEvent.change(screen.getByLabelText('Titlu'), { target: { value: 't'.repeat(101) } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'x'.repeat(100_001) } });
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    expect(screen.getByText('Numele depășește 100 de caractere')).toBeInTheDocument();
    expect(screen.getByText('Textul depășește numărul maxim permis de caractere')).toBeInTheDocument();
  });

  it('checks the attachments before anything is sent', async () => {
    const { user, calls } = renderAddTab();
    chooseFile('Fișier MIDI (opțional)', new File(['x'], 'cantec.mp3'));
    chooseFile('Fișier Guitar Pro (opțional)', new File([new Uint8Array(500 * 1024 + 1)], 'cantec.gp5'));
    expect(
      screen.getByText('Fișierul trebuie să aibă una dintre extensiile: mid, midi, kar.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Dimensiunea maximă a fișierului este 500 KB')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Artist'), 'Artist nou');
    await user.type(screen.getByLabelText('Titlu'), 'Cântec');
    await user.type(screen.getByLabelText('Text'), 'Am F C G');
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates the tab with a catalogue artist, uploads the MIDI file and offers "Transpunerile mele"', async () => {
    const { user, calls, currentPath } = renderAddTab({
      'POST /api/user/tab': { status: 201, body: { id: 'e'.repeat(24) } },
      'POST /api/user/tab/attachment': { body: true },
    });
    await user.type(screen.getByLabelText('Artist'), 'phoe');
    // The typed part is highlighted in its own element, which jsdom's name computation separates.
    await user.click(await screen.findByRole('option', { name: /Phoe\s?nix/ }));
    expect(screen.getByText('Artist din catalog: Phoenix')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Titlu'), 'Andrii Popa');
    await user.type(screen.getByLabelText('Text'), 'Am   G{enter}Cântă');
    chooseFile('Fișier MIDI (opțional)', new File(['MThd'], 'andrii.mid', { type: 'audio/midi' }));
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    expect(await screen.findByText('Transpunerea a fost trimisă și așteaptă aprobarea.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts[0]?.body).toEqual({ title: 'Andrii Popa', body: 'Am   G\nCântă', artistId: PHOENIX.id });
    const upload = posts[1]?.body as FormData;
    expect(upload.get('tabId')).toBe('e'.repeat(24));
    expect(upload.get('kind')).toBe('midi');
    expect((upload.get('fileData') as File).name).toBe('andrii.mid');
    await user.click(screen.getByRole('button', { name: 'Transpunerile mele' }));
    await waitFor(() => expect(currentPath()).toBe('/transpunerile-mele'));
  });

  it('sends an unknown artist as a free-text name', async () => {
    const { user, calls } = renderAddTab({
      'POST /api/user/tab': { status: 201, body: { id: 'e'.repeat(24) } },
    });
    await user.type(screen.getByLabelText('Artist'), 'Trupa Nouă');
    expect(screen.getByText('Artist nou (va fi verificat): Trupa Nouă')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Titlu'), 'Primul cântec');
    await user.type(screen.getByLabelText('Text'), 'C G Am F');
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    await screen.findByText('Transpunerea a fost trimisă și așteaptă aprobarea.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Primul cântec',
      body: 'C G Am F',
      tempArtist: 'Trupa Nouă',
    });
  });

  it('fills the form from a pasted ChordPro song, in the chords-over-lyrics format', async () => {
    const { user, calls } = renderAddTab({
      'POST /api/user/tab': { status: 201, body: { id: 'e'.repeat(24) } },
    });
    await user.click(screen.getByRole('button', { name: 'Importă din ChordPro' }));
    const dialog = screen.getByRole('dialog', { name: 'Importă cântece ChordPro' });
    fireEvent.change(within(dialog).getByLabelText('Text ChordPro'), {
      target: { value: '{title: Andrii Popa}\n{artist: Phoenix}\n[Am]Foaie verde [E]iarbă' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Previzualizează' }));
    expect(await within(dialog).findByText('S-a găsit un cântec:')).toBeInTheDocument();
    expect(within(dialog).getByTestId('chordpro-preview')).toHaveTextContent(
      'Andrii Popa – Phoenix2 rânduri',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Importă' }));
    expect(await screen.findByText(/Cântecul a fost importat/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Titlu')).toHaveValue('Andrii Popa');
    expect(screen.getByLabelText('Artist')).toHaveValue('Phoenix');
    expect(screen.getByText('Artist din catalog: Phoenix')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    await screen.findByText('Transpunerea a fost trimisă și așteaptă aprobarea.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Andrii Popa',
      body: 'Am          E\nFoaie verde iarbă\n',
      artistId: PHOENIX.id,
    });
  });

  it('says so when the pasted text holds no song or the converter cannot be loaded', async () => {
    const { user } = renderAddTab();
    await user.click(screen.getByRole('button', { name: 'Importă din ChordPro' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Previzualizează' }));
    expect(within(dialog).getByText('Lipește mai întâi textul ChordPro.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Text ChordPro'), { target: { value: '{title: Gol}' } });
    await user.click(within(dialog).getByRole('button', { name: 'Previzualizează' }));
    expect(await within(dialog).findByText('Textul nu conține niciun cântec ChordPro.')).toBeInTheDocument();
    chordTools.current = null;
    fireEvent.change(within(dialog).getByLabelText('Text ChordPro'), { target: { value: '[C]La' } });
    await user.click(within(dialog).getByRole('button', { name: 'Previzualizează' }));
    expect(
      await within(dialog).findByText(
        'Convertorul ChordPro nu este disponibil acum. Încearcă din nou mai târziu.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Text', { selector: 'form textarea' })).toHaveValue('');
  });

  it('reads a five-song file chosen in the picker, lists each song, and sends all five one tab at a time', async () => {
    const { user, calls, container } = renderAddTab({
      'POST /api/user/tab': { status: 201, body: { id: 'e'.repeat(24) } },
    });
    const titles = ['Unu', 'Doi', 'Trei', 'Patru', 'Cinci'];
    const file = new File(
      [
        titles
          .map(
            (title, index) =>
              `{title: ${title}}\n{artist: Phoenix}\n{key: G}\n{capo: ${index}}\n{c: Rar}\n[G]la ${title}\n`,
          )
          .join('{new_song}\n'),
      ],
      'cantari.cho',
      { type: 'text/plain' },
    );
    await user.click(screen.getByRole('button', { name: 'Importă din ChordPro' }));
    const dialog = screen.getByRole('dialog');
    chooseFile('Fișier ChordPro (.cho, .chordpro)', file);
    expect(await within(dialog).findByText('S-au găsit 5 cântece:')).toBeInTheDocument();
    const found = within(within(dialog).getByTestId('chordpro-preview')).getAllByRole('listitem');
    expect(found.map((item) => item.textContent)).toEqual(
      titles.map(
        (title, index) => `${title} – PhoenixTonalitate G${index > 0 ? ` · Capo ${index}` : ''} · 2 rânduri`,
      ),
    );
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Importă toate cele 5 cântece' }));
    expect(screen.getByText(/Cântecul 1 din 5 importate/)).toBeInTheDocument();
    for (const [index, title] of titles.entries()) {
      expect(screen.getByLabelText('Titlu')).toHaveValue(title);
      await waitFor(() => expect(screen.getByText('Artist din catalog: Phoenix')).toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Trimite' }));
      await screen.findByText('Transpunerea a fost trimisă și așteaptă aprobarea.');
      const next = titles[index + 1];
      if (next)
        await user.click(
          screen.getByRole('button', { name: `Continuă cu cântecul importat ${index + 2} din 5: ${next}` }),
        );
    }
    expect(screen.queryByRole('button', { name: /Continuă cu cântecul importat/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual(
      titles.map((title) => ({ title, body: `Rar\n\nG\nla ${title}\n`, artistId: PHOENIX.id })),
    );
  });

  it('reads a file dropped on the dialog', async () => {
    const { user } = renderAddTab();
    await user.click(screen.getByRole('button', { name: 'Importă din ChordPro' }));
    const file = new File(['{title: Unu}\n[C]la\n{new_song}\n{title: Doi}\n[G]si\n'], 'doua.cho');
    fireEvent.drop(screen.getByTestId('chordpro-drop'), { dataTransfer: { files: [file] } });
    expect(await screen.findByText('S-au găsit 2 cântece:')).toBeInTheDocument();
  });
});
