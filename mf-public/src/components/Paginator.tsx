import { Paginator as KitPaginator } from '@acorduri/ui-kit';

interface Props {
  /** 1-based, as in the URL (?pagina=2) */
  readonly page: number;
  readonly total: number;
  readonly pageSize: number;
  readonly onPage: (page: number) => void;
}

/** ui-kit's paginator, shown only when the total exceeds one page (spec: "Pagination when total exceeds 10"). */
export function Paginator({ page, total, pageSize, onPage }: Props) {
  if (total <= pageSize) return null;
  return (
    <KitPaginator
      pageIndex={page - 1}
      pageSize={pageSize}
      total={total}
      onPageChange={(index) => onPage(index + 1)}
    />
  );
}
