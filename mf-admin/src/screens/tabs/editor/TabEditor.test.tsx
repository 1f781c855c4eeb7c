import type { TabDetail, TabListItem } from '@acorduri/contracts';
import type { EditorContext } from '@acorduri/list-toolkit';
import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import {
  BALADA,
  CURRENT_BODY,
  completeLists,
  HOLOGRAF,
  PHOENIX,
  PROPOSED_BODY,
  ROCK,
  TAB_ID,
  tabDetail,
  tabRow,
} from '../test/tabFixtures';
import { TabEditor } from './TabEditor';

function fakeList(answer: TabListItem = tabRow()) {
  return {
    create: jest.fn(),
    update: jest.fn(async () => answer),
    replaceRow: jest.fn(),
    insertRow: jest.fn(),
    reload: jest.fn(),
    report: jest.fn(),
  } satisfies EditorContext<TabListItem>;
}

function serve(
  detail: TabDetail,
  more: (url: string, init?: RequestInit) => Response | undefined = () => undefined,
) {
  return mockFetch(
    (url, init) =>
      (url === `/api/admin/tab/${TAB_ID}` ? json(detail) : undefined) ??
      completeLists(url) ??
      more(url, init),
  );
}

function open(list: EditorContext<TabListItem>, onClose = jest.fn()) {
  const view = renderWithProviders(<TabEditor row={tabRow()} onClose={onClose} list={list} />);
  return { ...view, onClose };
}

describe('TabEditor with a pending draft', () => {
  it('shows the proposal, the difference and only Approve, and approves what is shown', async () => {
    serve(await tabDetail({}, { title: 'Andrii Popa (live)', artistId: HOLOGRAF.id, body: PROPOSED_BODY }));
    const list = fakeList();
    const { onClose } = open(list);

    const dialog = await screen.findByRole('dialog', { name: 'Modificări propuse' });
    expect(within(dialog).getByText(/Un utilizator a propus modificări/)).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: 'Titlu' })).toHaveValue('Andrii Popa (live)');
    expect(within(dialog).getByRole('textbox', { name: 'Text' })).toHaveValue(PROPOSED_BODY);
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Artist' })).toHaveValue('Holograf'),
    );
    expect(within(dialog).getByText('Titlul actual: Andrii Popa')).toBeInTheDocument();

    const diff = await within(dialog).findByRole('table', { name: /Diferențe între textul actual/ });
    expect(diff).toHaveTextContent('Rânduri adăugate: 2. Rânduri șterse: 1.');
    expect(diff).toHaveTextContent('Șters: −Nu mai vreau');
    expect(diff).toHaveTextContent('Adăugat: +Nu mai vreau să plec');

    // Only the approval: no tags, public or explicit fields, no Update, no files.
    expect(within(dialog).queryByRole('group', { name: 'Etichete' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Actualizează' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Fișiere atașate')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobă' }));
    await waitFor(() =>
      expect(list.update).toHaveBeenCalledWith(
        { id: TAB_ID, title: 'Andrii Popa (live)', artistId: HOLOGRAF.id, body: PROPOSED_BODY },
        '/api/admin/tab/approve',
      ),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('follows corrections of the proposed text in the difference', async () => {
    serve(await tabDetail({}, { title: 'Andrii Popa', artistId: PHOENIX.id, body: PROPOSED_BODY }));
    open(fakeList());
    const text = await screen.findByRole('textbox', { name: 'Text' });
    fireEvent.change(text, { target: { value: CURRENT_BODY } });
    expect(await screen.findByText(/Textul propus este identic cu textul actual/)).toBeInTheDocument();
  });

  it('refuses to approve a proposal whose artist is not in the catalogue until one is chosen', async () => {
    serve(
      await tabDetail(
        {},
        { title: 'Andrii Popa', artistId: null, tempArtistName: 'Fenix', body: PROPOSED_BODY },
      ),
    );
    const list = fakeList();
    open(list);
    expect(await screen.findByText(/Artist propus: Fenix/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aprobă' }));
    expect(await screen.findByText('Cel puțin un artist trebuie selectat')).toBeInTheDocument();
    expect(list.update).not.toHaveBeenCalled();
  });

  it('has no accessibility violations', async () => {
    serve(await tabDetail({}, { title: 'Andrii Popa', artistId: PHOENIX.id, body: PROPOSED_BODY }));
    open(fakeList());
    await screen.findByRole('table', { name: /Diferențe/ });
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

describe('TabEditor without a draft', () => {
  it('validates on blur with the API messages', async () => {
    serve(await tabDetail());
    const list = fakeList();
    open(list);
    const title = await screen.findByRole('textbox', { name: 'Titlu' });
    await userEvent.clear(title);
    expect(screen.queryByText('Titlul trebuie completat')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Titlul trebuie completat')).toBeInTheDocument();

    const tags = screen.getByRole('group', { name: 'Etichete' });
    const rock = await within(tags).findByRole('checkbox', { name: 'Rock' });
    await userEvent.click(rock);
    await userEvent.click(within(tags).getByRole('checkbox', { name: BALADA.name }));
    await userEvent.click(within(tags).getByRole('checkbox', { name: BALADA.name }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Public' }));
    expect(await screen.findByText('Cel puțin o etichetă trebuie selectată')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Actualizează' }));
    expect(list.update).not.toHaveBeenCalled();
  });

  it('updates every field, stays open with the saved values, then uploads and removes files', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    serve(await tabDetail(), (url, init) => {
      if (url !== '/api/admin/tab/attachment') return undefined;
      calls.push({ method: init?.method ?? 'GET', url, body: init?.body });
      return init?.method === 'POST' ? json({ filename: 'andrii.mid' }) : json(true);
    });
    const list = fakeList(tabRow({ title: 'Andrii Popa (nou)', isPublic: false }));
    open(list);

    const title = await screen.findByRole('textbox', { name: 'Titlu' });
    await userEvent.type(title, ' (nou)');
    await userEvent.click(await screen.findByRole('checkbox', { name: BALADA.name }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Public' }));
    await userEvent.click(screen.getByRole('button', { name: 'Actualizează' }));

    await waitFor(() =>
      expect(list.update).toHaveBeenCalledWith({
        id: TAB_ID,
        title: 'Andrii Popa (nou)',
        artistId: PHOENIX.id,
        body: CURRENT_BODY,
        tagIds: [ROCK.id, BALADA.id],
        isPublic: false,
        isExplicit: false,
      }),
    );
    expect(await screen.findByText('Transpunerea a fost actualizată.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titlu' })).toHaveValue('Andrii Popa (nou)');
    // 'Renunță' became 'Închide', like the dialog's × button: nothing is left to cancel.
    expect(screen.getAllByRole('button', { name: 'Închide' })).toHaveLength(2);

    // MIDI: a wrong file is refused before any call, a right one is uploaded.
    const midi = screen.getByLabelText('Fișier MIDI nou');
    await userEvent.upload(midi, new File(['x'], 'andrii.mp3', { type: 'audio/mpeg' }), {
      applyAccept: false,
    });
    expect(
      await screen.findByText('Fișierul trebuie să aibă una dintre extensiile: mid, midi, kar.'),
    ).toBeInTheDocument();
    await userEvent.upload(midi, new File(['MThd'], 'andrii.mid', { type: 'audio/midi' }));
    const uploadButtons = screen.getAllByRole('button', { name: 'Încarcă' });
    await userEvent.click(uploadButtons[1] as HTMLElement);
    expect(await screen.findByText('Fișierul MIDI a fost încărcat.')).toBeInTheDocument();
    const form = calls[0]?.body as FormData;
    expect([calls[0]?.method, form.get('tabId'), form.get('kind')]).toEqual(['POST', TAB_ID, 'midi']);
    expect(screen.getByRole('link', { name: 'andrii.mid' })).toHaveAttribute(
      'href',
      '/media/midi/andrii.mid',
    );
    expect(list.replaceRow).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Andrii Popa (nou)', midi: 'andrii.mid', gtp: 'andrii.gp5' }),
    );

    // Guitar Pro: removed after the confirmation.
    await userEvent.click(screen.getByRole('button', { name: 'Șterge fișierul Guitar Pro' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmare' });
    expect(confirm).toHaveTextContent('Dorești să ștergi fișierul Guitar Pro andrii.gp5?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Da' }));
    expect(await screen.findByText('Fișierul Guitar Pro a fost șters.')).toBeInTheDocument();
    expect(calls[1]).toEqual({
      method: 'DELETE',
      url: '/api/admin/tab/attachment',
      body: JSON.stringify({ tabId: TAB_ID, kind: 'gtp' }),
    });
    expect(list.replaceRow).toHaveBeenLastCalledWith(
      expect.objectContaining({ midi: 'andrii.mid', gtp: null }),
    );
  });

  it('hands a lost session (403) to the list, which leaves for /login', async () => {
    mockFetch((url) => (url === `/api/admin/tab/${TAB_ID}` ? json({ errors: [] }, 403) : completeLists(url)));
    const list = fakeList();
    open(list);
    await waitFor(() => expect(list.report).toHaveBeenCalledWith(expect.objectContaining({ status: 403 })));
  });

  it('shows a server refusal in the dialog', async () => {
    serve(await tabDetail());
    const list = fakeList();
    list.update.mockRejectedValueOnce(
      new (await import('@acorduri/contracts')).ApiError(400, ['Artistul selectat nu există.']),
    );
    open(list);
    await userEvent.click(await screen.findByRole('button', { name: 'Actualizează' }));
    expect(await screen.findByText('Artistul selectat nu există.')).toBeInTheDocument();
  });
});
