import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomEditorProps, ListDefinition } from '../definition';
import { ListScreen } from './ListScreen';

interface Item {
  id: string;
  name: string;
}

/** A dialog that creates its row through its own call (like an upload) and hands the answer to the list. */
function UploadDialog({ list, onClose }: CustomEditorProps<Item>) {
  const upload = (row: Item) => {
    list.insertRow(row);
    onClose();
  };
  return (
    <div role="dialog" aria-label="Încărcare">
      <button type="button" onClick={() => upload({ id: 'b', name: 'B nou' })}>
        Înlocuiește B
      </button>
      <button type="button" onClick={() => upload({ id: 'z', name: 'Z' })}>
        Adaugă Z
      </button>
    </div>
  );
}

const DEFINITION: ListDefinition<Item> = {
  caption: 'Fișiere',
  api: { path: '/api/admin/item', rowsKey: 'items', create: {} },
  columns: [{ id: 'name', header: 'Nume', text: (item) => item.name }],
  defaultSort: { orderby: 'id', sort: 'desc' },
  pageSizes: [5],
  defaultPageSize: 5,
  rowLabel: (item) => item.name,
  editor: { kind: 'custom', component: UploadDialog },
};

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('EditorContext.insertRow', () => {
  it('puts a new row first and counts it; a row with the same id moves first without counting', async () => {
    const fetchMock = mockFetch(() =>
      json({ items: ['a', 'b', 'c'].map((id) => ({ id, name: id.toUpperCase() })), total: 3 }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ListScreen definition={DEFINITION} />, { path: '/items' });
    expect(await screen.findByRole('row', { name: /^C/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adaugă' }));
    await user.click(screen.getByRole('button', { name: 'Adaugă Z' }));
    await waitFor(() => expect(rowNames()).toEqual(['Z', 'A', 'B', 'C']));
    expect(screen.getByText('1–4 din 4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adaugă' }));
    await user.click(screen.getByRole('button', { name: 'Înlocuiește B' }));
    await waitFor(() => expect(rowNames()).toEqual(['B nou', 'Z', 'A', 'C']));
    expect(screen.getByText('1–4 din 4')).toBeInTheDocument();
    // The list was read once: the inserted rows come from the dialog's own calls.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
