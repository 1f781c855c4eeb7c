import styled from 'styled-components';
import { MESSAGES } from '../../messages';
import { Button } from '../Button/Button';

export interface LoadMoreProps {
  onLoadMore: () => void;
  /** Nothing is rendered when there is nothing more. */
  hasMore: boolean;
  loading?: boolean;
  label?: string;
  /** Optional "shown of total" text next to the button. */
  progress?: string;
}

const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md} 0;
`;

const Progress = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "Încarcă mai multe" under a list that grows in batches (comments by 10, profile contributions by 50). */
export function LoadMore({
  onLoadMore,
  hasMore,
  loading = false,
  label = MESSAGES.loadMore,
  progress,
}: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <Row data-print="hide">
      <Button variant="secondary" onClick={onLoadMore} loading={loading}>
        {label}
      </Button>
      {progress ? <Progress>{progress}</Progress> : null}
    </Row>
  );
}
