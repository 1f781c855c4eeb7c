import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { screen } from '@testing-library/react';
import type { ListDefinition } from '../definition';
import { ListScreen } from './ListScreen';

interface Item {
  id: string;
  name: string;
}

const definition = (loadErrorMessage?: string): ListDefinition<Item> => ({
  caption: 'Elemente',
  loadErrorMessage,
  api: { path: '/api/admin/item', rowsKey: 'items' },
  columns: [{ id: 'name', header: 'Nume', text: (item) => item.name }],
  defaultSort: { orderby: 'id', sort: 'desc' },
  pageSizes: [10],
  defaultPageSize: 10,
  rowLabel: (item) => item.name,
});

describe('ListScreen load failures', () => {
  beforeEach(() => {
    mockFetch(() => json({ errors: [] }, 500));
  });

  it("puts the screen's words before the call's message", async () => {
    renderWithProviders(<ListScreen definition={definition('Eroare la aducerea elementelor.')} />);
    expect(
      await screen.findByText(
        'Eroare la aducerea elementelor. Eroare (500). Vă rugăm să încercați mai târziu.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the call's message alone by default", async () => {
    renderWithProviders(<ListScreen definition={definition()} />);
    expect(await screen.findByText('Eroare (500). Vă rugăm să încercați mai târziu.')).toBeInTheDocument();
  });
});
