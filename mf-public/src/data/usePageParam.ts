import { useSearchParams } from 'react-router';

/** The 1-based page of a paged list, kept in the URL (?pagina=2) so it survives reloads and can be shared. */
export function usePageParam(): readonly [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next <= 1) copy.delete('pagina');
        else copy.set('pagina', String(next));
        return copy;
      },
      { preventScrollReset: false },
    );
  return [page, setPage] as const;
}
