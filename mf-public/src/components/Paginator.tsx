import { Button } from '@acorduri/ui-kit';
import styled from 'styled-components';
import { MESSAGES } from '../messages';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => theme.spacing.md} 0;
`;

interface Props {
  /** 1-based */
  readonly page: number;
  readonly total: number;
  readonly pageSize: number;
  readonly onPage: (page: number) => void;
}

export const pageCountOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** Previous/next paging, shown only when the total exceeds one page (spec: "Pagination when total exceeds 10"). */
export function Paginator({ page, total, pageSize, onPage }: Props) {
  const pages = pageCountOf(total, pageSize);
  if (total <= pageSize) return null;
  return (
    <Nav aria-label={MESSAGES.pagination} data-print="hide">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {MESSAGES.previousPage}
      </Button>
      <span aria-live="polite">{MESSAGES.pageOf(page, pages)}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {MESSAGES.nextPage}
      </Button>
    </Nav>
  );
}
