import type { LessonSummary, LessonView } from '@acorduri/contracts';
import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import App from '../../App';
import { pageSizeOptions } from '../../test/pageSizes';

const lesson = (
  id: string,
  title: string,
  slug: string,
  level: 0 | 1 | 2,
  isPublic: boolean,
): LessonView => ({
  id: id.repeat(24),
  title,
  slug,
  imageUrl: '/media/img/lectie.png',
  description: `Despre ${title.toLowerCase()}. `.repeat(8).trim(),
  level,
  isPublic,
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-04-10T12:00:00.000Z',
  body: `<p>Textul lecției ${title}</p>`,
});

const RITM = lesson('a', 'Ritmul de bază', 'ritmul-de-baza', 0, true);
const BARRE = lesson('b', 'Acordurile barre', 'acordurile-barre', 2, false);

interface Call {
  method: string;
  url: string;
  body: unknown;
}

const summary = ({ body: _body, ...rest }: LessonView): LessonSummary => rest;

/** A small stateful lesson API: newest first; `failDetail` makes the single-lesson read fail. */
function renderLessons({ at = '/lesson-manager', listStatus = 200, failDetail = false } = {}) {
  const lessons = [BARRE, RITM];
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const detail = /^\/api\/admin\/lesson\/(\w+)$/.exec(url);
    if (detail) {
      const found = lessons.find((l) => l.id === detail[1]);
      return failDetail || !found ? json({ errors: [] }, 500) : json(found);
    }
    if (!url.startsWith('/api/admin/lesson')) return undefined;
    if (method === 'GET') {
      if (listStatus !== 200) return json({ errors: [] }, listStatus);
      return json({ lessons: lessons.map(summary), total: lessons.length });
    }
    if (method === 'POST') {
      const created: LessonView = {
        ...body,
        id: 'c'.repeat(24),
        isPublic: false,
        createdAt: '2026-05-01T12:00:00.000Z',
        updatedAt: '2026-05-01T12:00:00.000Z',
      };
      lessons.unshift(created);
      return json(created, 201);
    }
    if (method === 'PUT') {
      const index = lessons.findIndex((l) => l.id === body.id);
      const updated = { ...(lessons[index] as LessonView), ...body };
      lessons[index] = updated;
      return json(updated);
    }
    if (method === 'DELETE') return json(true);
    return undefined;
  });
  renderWithProviders(<App />, { path: at });
  return { calls, user: userEvent.setup() };
}

const listUrls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && !/lesson\/\w+$/.test(c.url)).map((c) => c.url);

describe('Lecții', () => {
  it('asks for 5 lessons by id desc and shows the columns of the spec', async () => {
    const { calls } = renderLessons();
    expect(screen.getByRole('heading', { level: 1, name: 'Lecții' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Cale de navigare' })).toHaveTextContent(
      'Panou administrare',
    );
    const row = await screen.findByRole('row', { name: /Ritmul de bază/ });
    expect(listUrls(calls)[0]).toBe('/api/admin/lesson?limit=5&offset=0&sort=desc&orderby=id');
    expect(
      within(screen.getByRole('table', { name: 'Lecții' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Titlu', 'Descriere', 'Nivel', 'Creată', 'Actualizată', 'Stare', 'Acțiuni']);
    expect(within(row).getByRole('link', { name: 'Ritmul de bază' })).toHaveAttribute(
      'href',
      '/lectii/ritmul-de-baza',
    );
    expect(within(row).getByText('Începător')).toBeInTheDocument();
    expect(within(row).getByText('05.03.2026')).toBeInTheDocument();
    expect(within(row).getByText('10.04.2026')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Publică' })).toBeInTheDocument();
    expect(within(row).getByText(/…$/)).toBeInTheDocument();
    const hidden = screen.getByRole('row', { name: /Acordurile barre/ });
    expect(within(hidden).getByRole('img', { name: 'Nepublicată' })).toBeInTheDocument();
    expect(within(hidden).getByText('Avansat')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Editează Ritmul de bază' })).toBeInTheDocument();
    expect(pageSizeOptions()).toEqual(['5', '10', '20', '50', '100']);
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });

  it("filters by 'Publicate' and 'Nivel', searches with 'Caută în' and sorts like the spec", async () => {
    const { calls, user } = renderLessons();
    await screen.findByRole('row', { name: /Ritmul de bază/ });
    await user.click(screen.getByRole('button', { name: /Filtre/ }));
    expect(
      within(screen.getByLabelText('Nivel'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Toate', 'Începător', 'Intermediar', 'Avansat']);
    await user.selectOptions(screen.getByLabelText('Publicate'), 'Da');
    await user.selectOptions(screen.getByLabelText('Nivel'), 'Avansat');
    await user.type(screen.getByPlaceholderText('Căutare...'), 'barre');
    expect(
      within(screen.getByLabelText('Caută în'))
        .getAllByRole('option')
        .map((o) => o.textContent)
        .slice(1),
    ).toEqual(['Titlu', 'Descriere', 'Text']);
    await user.selectOptions(screen.getByLabelText('Caută în'), 'Text');
    await user.click(screen.getByRole('button', { name: /Sortare|Cele mai noi|Titlu, A-Z/ }));
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'Titlu, A-Z',
      'Actualizate recent',
      'Cele mai noi',
      'Cele mai vechi',
      'Nivel, descrescător',
    ]);
    await user.click(screen.getByRole('menuitemradio', { name: 'Nivel, descrescător' }));
    await waitFor(() =>
      expect(listUrls(calls).at(-1)).toBe(
        '/api/admin/lesson?limit=5&offset=0&sort=desc&orderby=level&search=barre&searchField=text&isPublic=1&level=2',
      ),
    );
  });

  it("validates 'Lecție nouă' on blur, proposes the slug, previews the Markdown text sanitised and sends it as HTML", async () => {
    const { calls, user } = renderLessons({ at: '/lesson-manager?page=2' });
    await user.click(await screen.findByRole('button', { name: 'Adaugă lecție' }));
    const dialog = screen.getByRole('dialog', { name: 'Lecție nouă' });
    expect(within(dialog).queryByLabelText('Public')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Descriere')).toHaveAttribute('rows', '2');
    expect(within(dialog).getByLabelText('Text')).toHaveAttribute('rows', '10');
    expect(within(dialog).getByLabelText('Nivel')).toHaveDisplayValue('Începător');

    const title = within(dialog).getByLabelText('Titlu');
    await user.click(title);
    await user.tab();
    expect(within(dialog).getByText('Titlul trebuie completat')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('URL Imagine'));
    await user.tab();
    expect(within(dialog).getByText('Acest câmp trebuie completat')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('URL Imagine'), 'x'.repeat(101));
    expect(within(dialog).getByText('Câmpul depășește 100 de caractere')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('URL Imagine'));
    await user.type(within(dialog).getByLabelText('URL Imagine'), '/media/img/pasi.png');

    await user.type(title, 'Primii pași la chitară');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('primii-pasi-la-chitara');
    await user.type(within(dialog).getByLabelText('Descriere'), 'Cum ții chitara.');
    const text = within(dialog).getByLabelText('Text');
    await user.click(text);
    await user.tab();
    expect(within(dialog).getByText('Textul trebuie completat')).toBeInTheDocument();
    await user.click(text);
    await user.paste(
      '## Postura\n\n<script>window.hacked = true</script>\n\nSpatele **drept**.\n\n- umerii jos',
    );
    const preview = within(dialog).getByRole('region', { name: 'Previzualizare' });
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { name: 'Postura' })).toBeInTheDocument(),
    );
    expect(preview.querySelector('script')).toBeNull();
    expect(within(preview).getByText('drept').tagName).toBe('STRONG');
    expect(within(dialog).queryByText('Textul trebuie completat')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Adaugă' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Primii pași la chitară',
      slug: 'primii-pasi-la-chitara',
      imageUrl: '/media/img/pasi.png',
      level: 0,
      description: 'Cum ții chitara.',
      // The server sanitises what it stores (the script goes there, as it went from the preview).
      body: '<h2>Postura</h2>\n<script>window.hacked = true</script><p>Spatele <strong>drept</strong>.</p>\n<ul>\n<li>umerii jos</li>\n</ul>',
    });
    // Spec §4: back to page 1, read again.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/lesson-manager$/));
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Primii pași la chitară'));
    expect(screen.getByText('1–3 din 3')).toBeInTheDocument();
  });

  it("opens 'Actualizare lecție' with the whole lesson, keeps the slug and sends 'Public'", async () => {
    const { calls, user } = renderLessons();
    await user.click(await screen.findByRole('button', { name: 'Editează Acordurile barre' }));
    const dialog = screen.getByRole('dialog', { name: 'Actualizare lecție' });
    const text = await within(dialog).findByLabelText('Text');
    expect(calls.some((c) => c.url === `/api/admin/lesson/${BARRE.id}`)).toBe(true);
    // Opened as Markdown; unchanged, the stored HTML itself goes back.
    expect(text).toHaveValue('Textul lecției Acordurile barre');
    expect(within(dialog).getByLabelText('Nivel')).toHaveDisplayValue('Avansat');
    await user.type(within(dialog).getByLabelText('Titlu'), ' (F și Si bemol)');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('acordurile-barre');
    await user.click(within(dialog).getByLabelText('Public'));
    expect(within(dialog).getByRole('button', { name: 'Renunță' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Actualizează' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      id: BARRE.id,
      title: 'Acordurile barre (F și Si bemol)',
      slug: 'acordurile-barre',
      imageUrl: BARRE.imageUrl,
      level: 2,
      description: BARRE.description,
      body: BARRE.body,
      isPublic: true,
    });
    const row = await screen.findByRole('row', { name: /F și Si bemol/ });
    await waitFor(() => expect(within(row).getByRole('img', { name: 'Publică' })).toBeInTheDocument());
  });

  it("says 'Formularul nu este disponibil.' when the lesson cannot be read for editing", async () => {
    const { user } = renderLessons({ failDetail: true });
    await user.click(await screen.findByRole('button', { name: 'Editează Ritmul de bază' }));
    const dialog = screen.getByRole('dialog', { name: 'Actualizare lecție' });
    expect(await within(dialog).findByText('Formularul nu este disponibil.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Titlu')).not.toBeInTheDocument();
  });

  it("says 'Eroare la aducerea lecțiilor.' when the list cannot be read", async () => {
    renderLessons({ listStatus: 500 });
    expect(await screen.findByText(/^Eroare la aducerea lecțiilor\./)).toBeInTheDocument();
  });

  it('asks before deleting a lesson', async () => {
    const { calls, user } = renderLessons();
    await user.click(await screen.findByRole('button', { name: 'Șterge Ritmul de bază' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirmare' });
    expect(confirm).toHaveTextContent('Dorești să ștergi lecția Ritmul de bază?');
    await user.click(within(confirm).getByRole('button', { name: 'Da' }));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Ritmul de bază/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1–1 din 1')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ id: RITM.id });
  });
});
