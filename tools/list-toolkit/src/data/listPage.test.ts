import { prependRow, removeRows, replaceRow } from './listPage';

const rowId = (row: { id: string }) => row.id;
const page = { rows: [{ id: 'b' }, { id: 'c' }], total: 12 };

describe('list page changes', () => {
  it('puts a new row first and counts it, keeping the page size', () => {
    expect(prependRow(page, { id: 'a' }, 10)).toEqual({
      rows: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      total: 13,
    });
    expect(prependRow(page, { id: 'a' }, 2)).toEqual({ rows: [{ id: 'a' }, { id: 'b' }], total: 13 });
  });

  it('removes rows and takes them off the total', () => {
    expect(removeRows(page, new Set(['c']), rowId)).toEqual({ rows: [{ id: 'b' }], total: 11 });
    expect(removeRows(page, new Set(['x']), rowId)).toEqual(page);
  });

  it('replaces a row by id', () => {
    const next = replaceRow({ rows: [{ id: 'b', n: 1 }], total: 1 }, { id: 'b', n: 2 }, rowId);
    expect(next.rows).toEqual([{ id: 'b', n: 2 }]);
  });
});
