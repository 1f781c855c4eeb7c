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

const DEFINITION: ListDefinition<Item> = {
  caption: 'Elemente',
  api: { path: '/api/admin/item', rowsKey: 'items', create: {}, update: {} },
  columns: [{ id: 'name', header: 'Nume', text: (item) => item.name }],
  defaultSort: { orderby: 'id', sort: 'desc' },
  pageSizes: [5],
  defaultPageSize: 5,
  rowLabel: (item) => item.name,
  reloadAfterSave: true,
  editor: {
    kind: 'form',
    titles: { add: 'Element nou', edit: 'Editare element' },
    submitLabels: { add: 'Adaugă', edit: 'Actualizează' },
    fields: [{ name: 'name', label: 'Nume', kind: 'text' }],
    createSchema: Joi.object({ name: Joi.string().required() }),
    updateSchema: Joi.object({ id: Joi.string().required(), name: Joi.string().required() }),
    initialValues: (item) => ({ name: item?.name ?? '' }),
  },
};

/** Eight items, newest first, five a page; GET offsets are recorded. */
function fakeApi() {
  const items: Item[] = Array.from({ length: 8 }, (_, i) => ({ id: `i${8 - i}`, name: `Element ${8 - i}` }));
  const offsets: number[] = [];
  mockFetch((url, init) => {
    const address = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method === 'GET') {
      const offset = Number(address.searchParams.get('offset'));
      offsets.push(offset);
      return json({ items: items.slice(offset, offset + 5), total: items.length });
    }
    if (method === 'POST') {
      const item = { id: 'i9', name: body.name };
      items.unshift(item);
      return json(item);
    }
    if (method === 'PUT') {
      const index = items.findIndex((item) => item.id === body.id);
      items[index] = { id: body.id, name: body.name };
      return json(items[index]);
    }
    return undefined;
  });
  return offsets;
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('ListScreen with reloadAfterSave', () => {
  it('goes back to page 1 after an add, read again from the server', async () => {
    const offsets = fakeApi();
    const user = userEvent.setup();
    renderWithProviders(<ListScreen definition={DEFINITION} />, { path: '/items?page=2' });
    expect(await screen.findByRole('row', { name: /Element 3/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adaugă' }));
    await user.type(screen.getByLabelText('Nume'), 'Element nou');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Adaugă' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/items$/));
    await waitFor(() =>
      expect(rowNames()).toEqual(['Element nou', 'Element 8', 'Element 7', 'Element 6', 'Element 5']),
    );
    expect(screen.getByText('1–5 din 9')).toBeInTheDocument();
    expect(offsets.at(-1)).toBe(0);
  });

  it('reads page 1 again after an update on page 1', async () => {
    const offsets = fakeApi();
    const user = userEvent.setup();
    renderWithProviders(<ListScreen definition={DEFINITION} />, { path: '/items' });
    await user.click(await screen.findByRole('button', { name: 'Editează Element 7' }));
    const name = screen.getByLabelText('Nume');
    await user.clear(name);
    await user.type(name, 'Element șapte');
    const reads = offsets.length;
    await user.click(screen.getByRole('button', { name: 'Actualizează' }));
    await waitFor(() => expect(offsets.length).toBeGreaterThan(reads));
    expect(rowNames()).toContain('Element șapte');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/items$/);
  });
});
