import { messagesOfError } from '@acorduri/contracts';
import { Alert, Card, Spinner } from '@acorduri/ui-kit';
import type { ReactNode } from 'react';
import { MESSAGES } from '../messages';
import { Page, PageTitle } from './Page';

interface EmailTokenCardProps {
  readonly titleId: string;
  readonly title: string;
  /** What `useEmailToken` answered. */
  readonly state: {
    readonly data: unknown;
    readonly error: unknown;
    readonly invalidToken: string | undefined;
  };
  /** Shown once the emailed link's call succeeded. */
  readonly success: ReactNode;
}

/** The page of an emailed link (verify, confirm email): refused token or call error, then progress, then success. */
export function EmailTokenCard({ titleId, title, state, success }: EmailTokenCardProps) {
  const { data, error, invalidToken } = state;
  const failure = invalidToken ? [invalidToken] : error ? messagesOfError(error) : [];
  return (
    <Page $width="narrow" aria-labelledby={titleId}>
      <PageTitle id={titleId}>{title}</PageTitle>
      <Card as="div">
        {failure.length > 0 ? (
          <Alert severity="warning">{failure.join(' ')}</Alert>
        ) : data === undefined ? (
          <Spinner label={MESSAGES.verifying} showLabel />
        ) : (
          <Alert severity="success">{success}</Alert>
        )}
      </Card>
    </Page>
  );
}
