import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListDefinition } from '../definition';
import { ListScreen } from './ListScreen';

interface Person {
  id: string;
  name: string;
  posts: number;
}

const PEOPLE: ListDefinition<Person> = {
  caption: 'Persoane',
  api: {
    path: '/api/admin/person',
    rowsKey: 'people',
    removeMany: { confirm: (rows) => `Ștergi ${rows.map((row) => row.name).join(', ')}?` },
  },
  columns: [{ id: 'name', header: 'Nume', text: (person) => person.name }],
  defaultSort: { orderby: 'name', sort: 'asc' },
  pageSizes: [10],
  defaultPageSize: 10,
  rowLabel: (person) => person.name,
  canSelect: (person) => person.posts === 0,
};

function fakeApi(deleteAnswer: unknown = true) {
  const people: Person[] = [
    { id: 'p1', name: 'Ana', posts: 0 },
    { id: 'p2', name: 'Bogdan', posts: 3 },
    { id: 'p3', name: 'Carmen', posts: 0 },
  ];
  const deletes: unknown[] = [];
  mockFetch((url, init) => {
    if (!url.startsWith('/api/admin/person')) return undefined;
    if (init?.method === 'DELETE') {
      const body = JSON.parse(String(init.body)) as { ids: string[] };
      deletes.push(body);
      if (deleteAnswer === true)
        people.splice(0, people.length, ...people.filter((p) => !body.ids.includes(p.id)));
      return json(deleteAnswer);
    }
    return json({ people, total: people.length });
  });
  return deletes;
}

describe('ListScreen bulk delete', () => {
  it('selects only the rows allowed, names them in the question and removes them all', async () => {
    const deletes = fakeApi();
    const user = userEvent.setup();
    renderWithProviders(<ListScreen definition={PEOPLE} />);
    await screen.findByRole('row', { name: /Ana/ });
    expect(
      within(screen.getByRole('row', { name: /Bogdan/ })).queryByRole('checkbox'),
    ).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('row', { name: /Ana/ })).getByRole('checkbox'));
    await user.click(within(screen.getByRole('row', { name: /Carmen/ })).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Șterge selectate (2)' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirmare' });
    expect(confirm).toHaveTextContent('Ștergi Ana, Carmen?');
    await user.click(within(confirm).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Ana/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('row', { name: /Carmen/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Bogdan/ })).toBeInTheDocument();
    expect(deletes).toEqual([{ ids: ['p1', 'p3'] }]);
  });

  it('keeps every selected row when the server refuses the whole delete', async () => {
    fakeApi({ deleted: 0 });
    const user = userEvent.setup();
    renderWithProviders(<ListScreen definition={PEOPLE} />);
    await user.click(within(await screen.findByRole('row', { name: /Ana/ })).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Șterge selectate (1)' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da' }));
    expect(await screen.findByText('A aparut o eroare.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Ana/ })).toBeInTheDocument();
  });
});
