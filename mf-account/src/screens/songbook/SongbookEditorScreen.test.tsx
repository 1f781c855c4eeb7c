import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { type ApiCall, mockApi } from '../../../test/mockApi';
import { renderScreen } from '../../../test/render';
import { entry, songbook } from '../../../test/songbooks';
import SongbookEditorScreen from './SongbookEditorScreen';

const ID = 's'.repeat(24);
const PATH = `/api/user/songbook/${ID}`;
const ENTRIES = [
  entry('a', 'Andrii Popa', { transpose: 2 }),
  entry('b', 'Mugur de fluier'),
  entry('c', 'Anule', { unavailable: true, tab: null }),
];

function renderEditor(routes: Parameters<typeof mockApi>[0] = {}, base = songbook(ENTRIES)) {
  const calls = mockApi({ [`GET ${PATH}`]: { body: base }, ...routes });
  return {
    calls,
    ...renderScreen(<SongbookEditorScreen />, { at: `/cantecele-mele/${ID}`, path: '/cantecele-mele/:id' }),
  };
}

const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');

describe('SongbookEditorScreen', () => {
  it('shows each song with its settings and the unavailable one marked, axe-clean', async () => {
    const { container } = renderEditor();
    expect(await screen.findByRole('heading', { name: 'Concert' })).toBeInTheDocument();
    const first = screen.getByRole('listitem', { name: /1 din 3: Andrii Popa – Phoenix/ });
    expect(within(first).getByRole('link', { name: 'Andrii Popa – Phoenix' })).toHaveAttribute(
      'href',
      '/acorduri/phoenix/andrii-popa?transpunere=2',
    );
    expect(within(first).getByLabelText('Transpunere (semitonuri)')).toHaveValue('2');
    const gone = screen.getByRole('listitem', { name: /3 din 3: Anule/ });
    expect(gone).toHaveTextContent('Indisponibil: tabulatura a fost ștearsă sau nu mai este publicată.');
    expect(screen.getByText('Lista este privată: doar tu o vezi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mod scenă' })).toHaveAttribute(
      'href',
      `/cantecele-mele/${ID}/scena`,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('moves a song by keyboard, sends the full order and announces the new place', async () => {
    const reordered = [ENTRIES[1], ENTRIES[0], ENTRIES[2]].flatMap((e) => (e ? [e] : []));
    const { user, calls } = renderEditor({ [`PUT ${PATH}/order`]: { body: songbook(reordered) } });
    await screen.findByRole('heading', { name: 'Concert' });
    expect(screen.getByRole('button', { name: 'Mută mai sus Andrii Popa – Phoenix' })).toBeDisabled();
    screen.getByRole('button', { name: 'Mută mai jos Andrii Popa – Phoenix' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(writes(calls)[0]?.body).toEqual({ entryIds: ['b'.repeat(24), 'a'.repeat(24), 'c'.repeat(24)] }),
    );
    expect(await screen.findByText('Andrii Popa a fost mutat pe poziția 2 din 3.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getByRole('listitem', { name: /1 din 3: Mugur de fluier/ })).toBeInTheDocument();
  });

  it('saves a key change and makes the songbook public with its share link', async () => {
    const { user, calls } = renderEditor({
      [`PUT ${PATH}/entries/${'b'.repeat(24)}`]: { body: songbook(ENTRIES) },
      [`PUT ${PATH}`]: { body: songbook(ENTRIES, { isPublic: true, slug: 'concert' }) },
    });
    await screen.findByRole('heading', { name: 'Concert' });
    const second = screen.getByRole('listitem', { name: /2 din 3: Mugur de fluier/ });
    await user.selectOptions(within(second).getByLabelText('Capodastru'), 'Tasta 3');
    await waitFor(() => expect(writes(calls)[0]?.body).toEqual({ capo: 3 }));
    await user.click(screen.getByRole('checkbox', { name: 'Listă publică' }));
    await waitFor(() => expect(writes(calls)[1]?.body).toEqual({ isPublic: true }));
    expect(await screen.findByLabelText('Linkul de partajare')).toHaveValue(
      'http://localhost/cantece/concert',
    );
  });

  it('removes a song and shows a refusal of the server', async () => {
    const { user, calls } = renderEditor({
      [`DELETE ${PATH}/entries/${'a'.repeat(24)}`]: {
        status: 400,
        body: { errors: ['Cântecul din listă nu este valid.'] },
      },
    });
    await screen.findByRole('heading', { name: 'Concert' });
    const remove = screen.getByRole('button', { name: 'Scoate Andrii Popa – Phoenix din listă' });
    await user.click(remove);
    const question = await screen.findByRole('alertdialog', { name: 'Confirmare' });
    expect(question).toHaveTextContent('Scoți Andrii Popa din lista Concert?');
    await user.click(within(question).getByRole('button', { name: 'Nu' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(writes(calls)).toHaveLength(0);
    await user.click(remove);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Da' }));
    expect(await screen.findByText('Cântecul din listă nu este valid.')).toBeInTheDocument();
  });

  it('keeps focus on the song moved to the first place', async () => {
    const toFirst = [ENTRIES[1], ENTRIES[0], ENTRIES[2]].flatMap((e) => (e ? [e] : []));
    const { user } = renderEditor({ [`PUT ${PATH}/order`]: { body: songbook(toFirst) } });
    await screen.findByRole('heading', { name: 'Concert' });
    screen.getByRole('button', { name: 'Mută mai sus Mugur de fluier – Phoenix' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Mugur de fluier a fost mutat pe poziția 1 din 3.');
    // 'Mută mai sus' is disabled at the first place: focus moves to the same song's other move button.
    expect(screen.getByRole('button', { name: 'Mută mai sus Mugur de fluier – Phoenix' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mută mai jos Mugur de fluier – Phoenix' })).toHaveFocus();
  });

  it('keeps focus on the song moved to the last place', async () => {
    const toLast = [ENTRIES[0], ENTRIES[2], ENTRIES[1]].flatMap((e) => (e ? [e] : []));
    const { user } = renderEditor({ [`PUT ${PATH}/order`]: { body: songbook(toLast) } });
    await screen.findByRole('heading', { name: 'Concert' });
    screen.getByRole('button', { name: 'Mută mai jos Mugur de fluier – Phoenix' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Mugur de fluier a fost mutat pe poziția 3 din 3.');
    expect(screen.getByRole('button', { name: 'Mută mai sus Mugur de fluier – Phoenix' })).toHaveFocus();
  });

  it('moves focus to the song after the one removed', async () => {
    const rest = [ENTRIES[0], ENTRIES[2]].flatMap((e) => (e ? [e] : []));
    const { user } = renderEditor({
      [`DELETE ${PATH}/entries/${'b'.repeat(24)}`]: { body: songbook(rest) },
    });
    await screen.findByRole('heading', { name: 'Concert' });
    await user.click(screen.getByRole('button', { name: 'Scoate Mugur de fluier – Phoenix din listă' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: /2 din 2: Anule/ })).toHaveFocus());
  });

  it('focuses the list heading when the only song is removed', async () => {
    const only = [ENTRIES[0]].flatMap((e) => (e ? [e] : []));
    const { user } = renderEditor(
      { [`DELETE ${PATH}/entries/${'a'.repeat(24)}`]: { body: songbook([]) } },
      songbook(only),
    );
    await screen.findByRole('heading', { name: 'Concert' });
    await user.click(screen.getByRole('button', { name: 'Scoate Andrii Popa – Phoenix din listă' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Cântece' })).toHaveFocus());
  });
});
