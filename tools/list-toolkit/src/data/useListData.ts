import { ApiError, apiFetch, OPERATION_FAILED_MESSAGE, toQueryString } from '@acorduri/contracts';
import type { RowId } from '@acorduri/ui-kit';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ListDefinition } from '../definition';
import { MESSAGES } from '../messages';
import type { ListState } from '../state/listUrlState';
import { definitionQuery } from './definitionQuery';
import { type ListPage, prependRow, putRowFirst, type RowIdOf, removeRows, replaceRow } from './listPage';

const defaultRowId = (row: unknown): RowId => (row as { id: RowId }).id;

export const rowIdOf = <Row>(definition: ListDefinition<Row>): RowIdOf<Row> =>
  definition.rowId ? (row) => definition.rowId?.(row) ?? defaultRowId(row) : defaultRowId;

async function fetchPage<Row>(url: string, rowsKey: string): Promise<ListPage<Row>> {
  const answer = await apiFetch<Record<string, unknown>>(url);
  return { rows: (answer[rowsKey] as Row[] | undefined) ?? [], total: Number(answer.total ?? 0) };
}

/** A delete answers the boolean true; anything else failed (spec §4) and the row comes back. */
async function deleteConfirmed(path: string, body: unknown): Promise<void> {
  const answer = await apiFetch<unknown>(path, { method: 'DELETE', body });
  if (answer !== true) throw new Error(OPERATION_FAILED_MESSAGE);
}

const LOCAL = { revalidate: false, rollbackOnError: true } as const;

/** Whether an SWR key is one of `path`'s list pages. */
const isPageOf = (key: unknown, path: string): boolean =>
  Array.isArray(key) && key[0] === 'list' && typeof key[1] === 'string' && key[1].startsWith(`${path}?`);

/**
 * The rows of the settled list state, and its mutations: each changes the SWR cache at once (delete and update
 * optimistically) and rolls back when the server refuses, throwing the failure to the caller.
 */
export function useListData<Row>(definition: ListDefinition<Row>, settled: ListState) {
  const { api } = definition;
  const rowId = useMemo(() => rowIdOf(definition), [definition]);
  const url = `${api.path}${toQueryString(definitionQuery(definition, settled))}`;
  // The previous page stays (dimmed) while the next one loads.
  const swr = useSWR(['list', url] as const, ([, address]) => fetchPage<Row>(address, api.rowsKey), {
    keepPreviousData: true,
  });
  const { mutate: mutateAny } = useSWRConfig();
  const { mutate } = swr;
  const pageSize = settled.pageSize;

  const create = useCallback(
    async (body: unknown): Promise<Row> => {
      let created: Row | undefined;
      await mutate(async (page) => {
        created = await apiFetch<Row>(api.create?.path ?? api.path, { method: 'POST', body });
        return prependRow(page ?? { rows: [], total: 0 }, created, pageSize);
      }, LOCAL);
      const row = created as Row;
      definition.onCreated?.(row, mutateAny);
      return row;
    },
    [mutate, mutateAny, api, pageSize, definition],
  );

  /** A row the screen's own call created (e.g. an upload with progress) goes to the top like an add. */
  const insert = useCallback(
    (row: Row) => {
      void mutate((page) => putRowFirst(page ?? { rows: [], total: 0 }, row, pageSize, rowId), {
        revalidate: false,
      });
      definition.onCreated?.(row, mutateAny);
    },
    [mutate, mutateAny, pageSize, rowId, definition],
  );

  const replace = useCallback(
    (row: Row) => {
      void mutate((page) => (page ? replaceRow(page, row, rowId) : page), { revalidate: false });
    },
    [mutate, rowId],
  );

  /** Reads every cached page of the list again, the shown one included. */
  const reloadAll = useCallback(async () => {
    await mutateAny((key) => isPageOf(key, api.path));
  }, [mutateAny, api.path]);

  /**
   * The answer replaces its row at once; then the list is read again, since an edit can move the row out of the
   * filter or the sort shown (an approved draft leaves 'to review'), and a page read while the call ran is stale.
   */
  const update = useCallback(
    async (body: unknown, path = api.update?.path ?? api.path): Promise<Row> => {
      let updated: Row | undefined;
      await mutate(async (page) => {
        updated = await apiFetch<Row>(path, { method: 'PUT', body });
        return page ? replaceRow(page, updated, rowId) : page;
      }, LOCAL);
      void reloadAll();
      return updated as Row;
    },
    [mutate, api, rowId, reloadAll],
  );

  const runOnRow = useCallback(
    async (run: () => Promise<Row>) => {
      const row = await run();
      replace(row);
      return row;
    },
    [replace],
  );

  const remove = useCallback(
    async (row: Row) => {
      const ids = new Set([rowId(row)]);
      try {
        await mutate(
          async (page) => {
            await deleteConfirmed(
              api.remove?.path ?? api.path,
              api.remove?.body?.(row) ?? { id: rowId(row) },
            );
            return page ? removeRows(page, ids, rowId) : page;
          },
          {
            ...LOCAL,
            optimisticData: (page) => (page ? removeRows(page, ids, rowId) : { rows: [], total: 0 }),
          },
        );
      } catch (error) {
        // 404: someone else removed it meanwhile. The page is read again (the row leaves, the total is right) and
        // the admin is told why, instead of the row coming back with a bare 'not found'.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        await mutate();
        throw new ApiError(404, [MESSAGES.alreadyDeleted]);
      }
    },
    [mutate, api, rowId],
  );

  const removeMany = useCallback(
    async (ids: RowId[]) => {
      const gone = new Set(ids);
      await mutate(
        async (page) => {
          await deleteConfirmed(api.removeMany?.path ?? api.path, api.removeMany?.body?.(ids) ?? { ids });
          return page ? removeRows(page, gone, rowId) : page;
        },
        {
          ...LOCAL,
          optimisticData: (page) => (page ? removeRows(page, gone, rowId) : { rows: [], total: 0 }),
        },
      );
    },
    [mutate, api, rowId],
  );

  return {
    rows: swr.data?.rows ?? [],
    total: swr.data?.total ?? 0,
    hasData: swr.data !== undefined,
    error: swr.error as unknown,
    isValidating: swr.isValidating,
    reload: () => mutate(),
    reloadAll,
    rowId,
    create,
    update,
    replaceRow: replace,
    insertRow: insert,
    runOnRow,
    remove,
    removeMany,
  };
}

export type ListData<Row> = ReturnType<typeof useListData<Row>>;
