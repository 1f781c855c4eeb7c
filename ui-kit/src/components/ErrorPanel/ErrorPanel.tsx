import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '../../messages';
import { Button } from '../Button/Button';

export interface ErrorPanelProps {
  title?: string;
  message: ReactNode;
  /** Label of the retry button; the button shows only with `onRetry`. */
  retryLabel?: string;
  onRetry?: () => void;
  /** Heading level of the title, to fit the surrounding outline. */
  headingLevel?: 2 | 3 | 4;
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => theme.spacing.md} 0;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.danger};
`;

const Message = styled.div`
  margin: 0;
`;

/** A failed area or request: what happened and, when possible, a way to try again. */
export function ErrorPanel({
  title = MESSAGES.errorTitle,
  message,
  retryLabel = MESSAGES.retry,
  onRetry,
  headingLevel = 2,
}: ErrorPanelProps) {
  return (
    <Panel role="alert">
      <Title as={`h${headingLevel}`}>{title}</Title>
      <Message>{message}</Message>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Panel>
  );
}
