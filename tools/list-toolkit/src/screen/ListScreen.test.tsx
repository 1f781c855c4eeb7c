import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Joi from 'joi';
import type { ListDefinition } from '../definition';
import { ListScreen } from './ListScreen';

interface Item {
  id: string;
  name: string;
}

const nameRule = Joi.string().trim().required().max(10).messages({
  'any.required': 'Numele lipsește',
  'string.empty': 'Numele lipsește',
  'string.max': 'Prea lung',
});

const DEFINITION: ListDefinition<Item> = {
  caption: 'Elemente',
  api: { path: '/api/admin/item', rowsKey: 'items', create: {}, update: {}, remove: {} },
  columns: [
    { id: 'id', header: 'ID', text: (item) => item.id, sortable: true },
    { id: 'name', header: 'Nume', text: (item) => item.name, sortable: true },
  ],
  search: { fields: [{ value: 'name', label: 'Nume' }] },
  filters: [{ id: 'withTabs', label: 'Cu acorduri', kind: 'yesNo' }],
  sorts: [{ label: 'Nume, A-Z', orderby: 'name', sort: 'asc' }],
  defaultSort: { orderby: 'id', sort: 'desc' },
  pageSizes: [10, 20],
  defaultPageSize: 10,
  rowLabel: (item) => item.name,
  deleteConfirm: { title: 'Șterge element', message: (item) => `Ștergi ${item.name}?` },
  editor: {
    kind: 'form',
    titles: { add: 'Element nou', edit: 'Editare element' },
    submitLabels: { add: 'Adaugă', edit: 'Salvează' },
    fields: [{ name: 'name', label: 'Nume', kind: 'text' }],
    createSchema: Joi.object({ name: nameRule }),
    updateSchema: Joi.object({ id: Joi.string().required(), name: nameRule }),
    initialValues: (item) => ({ name: item?.name ?? '' }),
  },
};

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A small stateful admin API: 12 items, newest first. */
function fakeApi({
  deleteAnswer = true as unknown,
  deleteStatus = 200,
  listStatus = 200,
  putErrors = [] as string[],
} = {}) {
  const items: Item[] = Array.from({ length: 12 }, (_, i) => ({
    id: `i${12 - i}`,
    name: `Element ${12 - i}`,
  }));
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const address = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: address.pathname, query: Object.fromEntries(address.searchParams), body });
    if (address.pathname !== '/api/admin/item') return undefined;
    if (method === 'GET') {
      if (listStatus !== 200) return json({ errors: [] }, listStatus);
      const offset = Number(address.searchParams.get('offset'));
      const limit = Number(address.searchParams.get('limit'));
      return json({ items: items.slice(offset, offset + limit), total: items.length });
    }
    if (method === 'POST') {
      const item = { id: 'i13', name: body.name };
      items.unshift(item);
      return json(item);
    }
    if (method === 'PUT') {
      if (putErrors.length > 0) return json({ errors: putErrors }, 400);
      const item = { id: body.id, name: body.name };
      items.splice(
        items.findIndex((i) => i.id === body.id),
        1,
        item,
      );
      return json(item);
    }
    if (method === 'DELETE') {
      if (deleteStatus === 404) {
        // Deleted by someone else just before: gone from the store, the call answers 404.
        items.splice(
          items.findIndex((i) => i.id === body.id),
          1,
        );
        return json({ errors: ['Eroare (404). Resursa nu a fost găsită.'] }, 404);
      }
      if (deleteAnswer === true)
        items.splice(
          items.findIndex((i) => i.id === body.id),
          1,
        );
      return json(deleteAnswer);
    }
    return undefined;
  });
  return calls;
}

const lists = (calls: Call[]) => calls.filter((c) => c.method === 'GET').map((c) => c.query);
const location = () => screen.getByTestId('location').textContent;
const firstRowName = () =>
  within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[1]?.textContent;

function renderList(at = '/items', api: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi(api);
  const user = userEvent.setup();
  renderWithProviders(<ListScreen definition={DEFINITION} />, { path: at });
  return { calls, user };
}

describe('ListScreen', () => {
  it('asks for the first page with the default sort and shows the rows with their total', async () => {
    const { calls } = renderList();
    expect(await screen.findByRole('row', { name: /Element 12/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Elemente' })).toBeInTheDocument();
    expect(screen.getByText('1–10 din 12')).toBeInTheDocument();
    expect(lists(calls)[0]).toEqual({ limit: '10', offset: '0', sort: 'desc', orderby: 'id' });
  });

  it("shows 'Caută în' only while there is a search, and searches 500 ms after typing", async () => {
    const { calls, user } = renderList();
    await screen.findByRole('row', { name: /Element 12/ });
    expect(screen.queryByLabelText('Caută în')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Căutare' }), 'Elem');
    // The URL follows the box once typing pauses; choosing 'Caută în' meanwhile carries the typed text.
    expect(location()).toBe('/items');
    await user.selectOptions(screen.getByLabelText('Caută în'), 'name');
    expect(location()).toBe('/items?q=Elem&in=name');
    await waitFor(() => expect(lists(calls).at(-1)).toMatchObject({ search: 'Elem', searchField: 'name' }));
    expect(lists(calls).some((query) => query.search === 'E')).toBe(false);
    await user.clear(screen.getByRole('searchbox', { name: 'Căutare' }));
    expect(screen.queryByLabelText('Caută în')).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/items'));
  });

  it('restores page, size, sort and filters from the URL and sends the filter as 1/0', async () => {
    const { calls } = renderList('/items?page=2&size=20&sort=name&order=asc&withTabs=0');
    await waitFor(() => expect(lists(calls)).toHaveLength(1));
    expect(lists(calls)[0]).toEqual({
      limit: '20',
      offset: '20',
      sort: 'asc',
      orderby: 'name',
      withTabs: '0',
    });
    expect(screen.getByRole('button', { name: /Filtre/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Cu acorduri')).toHaveValue('0');
  });

  it('filters from page 1 and clears the filters', async () => {
    const { calls, user } = renderList('/items?page=2');
    await screen.findByRole('row', { name: /Element 2/ });
    await user.click(screen.getByRole('button', { name: /Filtre/ }));
    await user.selectOptions(screen.getByLabelText('Cu acorduri'), 'Da');
    expect(location()).toBe('/items?withTabs=1');
    await waitFor(() => expect(lists(calls).at(-1)).toMatchObject({ withTabs: '1', offset: '0' }));
    await user.click(screen.getByRole('button', { name: 'Șterge filtrele' }));
    expect(location()).toBe('/items');
  });

  it('validates the add dialog on blur, then puts the new item first and counts it', async () => {
    const { calls, user } = renderList();
    await screen.findByRole('row', { name: /Element 12/ });
    await user.click(screen.getByRole('button', { name: 'Adaugă' }));
    const dialog = screen.getByRole('dialog', { name: 'Element nou' });
    const field = within(dialog).getByLabelText('Nume');
    expect(within(dialog).queryByText('Numele lipsește')).not.toBeInTheDocument();
    await user.click(field);
    await user.tab();
    expect(within(dialog).getByText('Numele lipsește')).toBeInTheDocument();
    await user.type(field, 'Nou');
    await user.click(within(dialog).getByRole('button', { name: 'Adaugă' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(firstRowName()).toBe('Nou');
    expect(screen.getByText('1–10 din 13')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Nou' });
  });

  it('edits a row in place, sending its id', async () => {
    const { calls, user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Editează Element 11' }));
    const dialog = screen.getByRole('dialog', { name: 'Editare element' });
    await user.clear(within(dialog).getByLabelText('Nume'));
    await user.type(within(dialog).getByLabelText('Nume'), 'Schimbat');
    await user.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByRole('row', { name: /Schimbat/ })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ id: 'i11', name: 'Schimbat' });
  });

  it("keeps the row and shows the server's 400 messages in the dialog when an edit is refused", async () => {
    const { user } = renderList('/items', { putErrors: ['Numele există deja.'] });
    await user.click(await screen.findByRole('button', { name: 'Editează Element 11' }));
    const dialog = screen.getByRole('dialog', { name: 'Editare element' });
    await user.clear(within(dialog).getByLabelText('Nume'));
    await user.type(within(dialog).getByLabelText('Nume'), 'Dublură');
    await user.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    expect(await within(dialog).findByText('Numele există deja.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Element 11/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Dublură/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvează' })).toBeEnabled();
  });

  it('removes a deleted row and takes it off the total', async () => {
    const { calls, user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Șterge Element 11' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Șterge element' });
    expect(confirm).toHaveTextContent('Ștergi Element 11?');
    await user.click(within(confirm).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Element 11/ })).not.toBeInTheDocument());
    expect(screen.getByText('1–10 din 11')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ id: 'i11' });
  });

  it('reads the page again and says why when the row was already deleted (404)', async () => {
    const { user } = renderList('/items', { deleteStatus: 404 });
    await user.click(await screen.findByRole('button', { name: 'Șterge Element 11' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da' }));
    expect(
      await screen.findByText('Rândul fusese deja șters între timp; lista a fost reîncărcată.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Element 11/ })).not.toBeInTheDocument());
    expect(screen.getByText('1–10 din 11')).toBeInTheDocument();
  });

  it("brings the row back with 'A aparut o eroare.' when the delete does not answer true", async () => {
    const { user } = renderList('/items', { deleteAnswer: { deleted: 0 } });
    await user.click(await screen.findByRole('button', { name: 'Șterge Element 11' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da' }));
    const alert = await screen.findByText('A aparut o eroare.');
    expect(screen.getByRole('row', { name: /Element 11/ })).toBeInTheDocument();
    expect(screen.getByText('1–10 din 12')).toBeInTheDocument();
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button'));
    expect(screen.queryByText('A aparut o eroare.')).not.toBeInTheDocument();
  });

  it('shows the last page instead of one past the end (a stale link, or a page emptied by deletes)', async () => {
    const { calls, user } = renderList('/items?page=3');
    await waitFor(() => expect(location()).toBe('/items?page=2'));
    await screen.findByRole('row', { name: /Element 2/ });
    expect(lists(calls).at(-1)).toMatchObject({ offset: '10' });
    for (const name of ['Element 2', 'Element 1']) {
      await user.click(screen.getByRole('button', { name: `Șterge ${name}` }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da' }));
      await waitFor(() =>
        expect(screen.queryByRole('row', { name: new RegExp(`${name}$`) })).not.toBeInTheDocument(),
      );
    }
    await waitFor(() => expect(location()).toBe('/items'));
    expect(await screen.findByRole('row', { name: /Element 12/ })).toBeInTheDocument();
  });

  it('leaves for /login when the list answers 401', async () => {
    renderList('/items', { listStatus: 401 });
    await waitFor(() => expect(location()).toBe('/login'));
  });
});
