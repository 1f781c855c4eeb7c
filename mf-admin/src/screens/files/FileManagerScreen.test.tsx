import type { AssetFile } from '@acorduri/contracts';
import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import App from '../../App';
import { FakeRequest, installFakeRequests } from '../../test/FakeRequest';

installFakeRequests();

const asset = (filename: string, kind: AssetFile['kind'], size: number): AssetFile => ({
  id: filename.padEnd(24, '0').slice(0, 24),
  filename,
  kind,
  size,
  lastModified: 1_763_900_000,
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function renderFiles() {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url.startsWith('/api/admin/file?'))
      return json({
        files: [asset('coperta.png', 'img', 1_572_864), asset('lectia-1.pdf', 'pdf', 800)],
        total: 2,
      });
    if (url === '/api/user/media' && method === 'DELETE') return json(true);
    return undefined;
  });
  renderWithProviders(<App />, { path: '/file-manager' });
  return { calls, user: userEvent.setup() };
}

const pngFile = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('Acorduri — fișiere (file manager)', () => {
  it('lists name (a /media link), readable size, folder and date, newest first', async () => {
    const { calls } = renderFiles();
    const row = await screen.findByRole('row', { name: /coperta\.png/ });
    expect(calls[0]?.url).toBe('/api/admin/file?limit=10&offset=0&sort=desc&orderby=last_modified');
    expect(within(row).getByRole('link', { name: 'coperta.png' })).toHaveAttribute(
      'href',
      '/media/img/coperta.png',
    );
    expect(within(row).getByText('1,6 MB')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Editează/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /lectia-1\.pdf/ })).getByText('800 B')).toBeInTheDocument();
    expect(await axe(screen.getByRole('table'))).toHaveNoViolations();
  });

  it('deletes after the confirmation with the folder and the name', async () => {
    const { calls, user } = renderFiles();
    await screen.findByRole('row', { name: /coperta\.png/ });
    await user.click(screen.getByRole('button', { name: 'Șterge coperta.png' }));
    expect(screen.getByText('Dorești să ștergi fișierul img/coperta.png?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /coperta\.png/ })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')).toEqual({
      method: 'DELETE',
      url: '/api/user/media',
      body: { kind: 'img', filename: 'coperta.png' },
    });
  });

  it('checks the form with the spec messages, then uploads with progress and puts the file on top', async () => {
    const { user } = renderFiles();
    await screen.findByRole('row', { name: /coperta\.png/ });
    await user.click(screen.getByRole('button', { name: 'Încarcă fișier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Încarcă fișier' });
    await user.click(within(dialog).getByRole('button', { name: 'Încarcă' }));
    expect(within(dialog).getByText('Tipul fișierului nu este definit.')).toBeInTheDocument();
    expect(within(dialog).getByText('Fișierul trebuie adăugat')).toBeInTheDocument();
    expect(within(dialog).getByText('Acest câmp trebuie completat')).toBeInTheDocument();
    expect(FakeRequest.last).toBeUndefined();

    await user.selectOptions(within(dialog).getByLabelText(/^Directorul de destinație/), 'img');
    await user.upload(within(dialog).getByLabelText(/^Fișierul/), pngFile('mare.png', 2 * 1024 * 1024 + 1));
    expect(within(dialog).getByText('Dimensiunea maximă a fișierului este 2 MB')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText(/^Fișierul/), pngFile('afis.png', 1000));
    const name = within(dialog).getByLabelText(/^Numele fișierului/);
    await user.clear(name);
    await user.type(name, 'Afiș concert');

    jest.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Încarcă' }));
    const request = FakeRequest.last as FakeRequest;
    const sent = request.sent as FormData;
    expect([sent.get('kind'), sent.get('filename'), (sent.get('fileData') as File).name]).toEqual([
      'img',
      'Afiș concert',
      'afis.png',
    ]);
    // A quick upload shows no bar; one that takes more than a moment does.
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => {
      request.progress(250, 1000);
      jest.advanceTimersByTime(500);
    });
    expect(within(dialog).getByRole('progressbar', { name: 'Progresul încărcării' })).toHaveAttribute(
      'value',
      '25',
    );
    jest.useRealTimers();
    act(() => request.answer(201, asset('afis-concert.png', 'img', 1000)));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('row')[1]).toHaveAccessibleName(/afis-concert\.png/);
    expect(screen.getByText(/1–3 din 3/)).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    const { user } = renderFiles();
    await screen.findByRole('row', { name: /coperta\.png/ });
    await user.click(screen.getByRole('button', { name: 'Încarcă fișier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Încarcă fișier' });
    await user.selectOptions(within(dialog).getByLabelText(/^Directorul de destinație/), 'img');
    await user.upload(within(dialog).getByLabelText(/^Fișierul/), pngFile('fals.png', 10));
    await user.click(within(dialog).getByRole('button', { name: 'Încarcă' }));
    act(() => FakeRequest.last?.answer(400, { errors: ['Conținutul fișierului nu este valid.'] }));
    expect(await within(dialog).findByText('Conținutul fișierului nu este valid.')).toBeInTheDocument();
    // Another file is another attempt: the old refusal no longer applies.
    await user.upload(within(dialog).getByLabelText(/^Fișierul/), pngFile('bun.png', 10));
    expect(within(dialog).queryByText('Conținutul fișierului nu este valid.')).not.toBeInTheDocument();
  });

  it('asks before replacing a file of the same name, then sends it again with overwrite and reads the list', async () => {
    const { calls, user } = renderFiles();
    await screen.findByRole('row', { name: /coperta\.png/ });
    await user.click(screen.getByRole('button', { name: 'Încarcă fișier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Încarcă fișier' });
    await user.selectOptions(within(dialog).getByLabelText(/^Directorul de destinație/), 'img');
    await user.upload(within(dialog).getByLabelText(/^Fișierul/), pngFile('coperta.png', 100));
    await user.click(within(dialog).getByRole('button', { name: 'Încarcă' }));
    const first = FakeRequest.last as FakeRequest;
    expect((first.sent as FormData).get('overwrite')).toBeNull();
    act(() => first.answer(409, { errors: ['Există deja un fișier cu numele coperta.png.'] }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Fișierul există deja' });
    expect(
      within(confirm).getByText(
        'Directorul img are deja un fișier cu acest nume. Dorești să îl înlocuiești cu cel încărcat acum?',
      ),
    ).toBeInTheDocument();
    expect(await axe(confirm)).toHaveNoViolations();
    await user.click(within(confirm).getByRole('button', { name: 'Nu înlocui' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(FakeRequest.last).toBe(first);

    await user.click(within(dialog).getByRole('button', { name: 'Încarcă' }));
    act(() => FakeRequest.last?.answer(409, { errors: ['Există deja un fișier cu numele coperta.png.'] }));
    const again = await screen.findByRole('alertdialog', { name: 'Fișierul există deja' });
    const reads = calls.filter((call) => call.url.startsWith('/api/admin/file?')).length;
    await user.click(within(again).getByRole('button', { name: 'Înlocuiește' }));
    const resent = FakeRequest.last as FakeRequest;
    expect((resent.sent as FormData).get('overwrite')).toBe('true');
    act(() => resent.answer(201, asset('coperta.png', 'img', 100)));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/api/admin/file?')).length).toBe(reads + 1),
    );
  });
});
