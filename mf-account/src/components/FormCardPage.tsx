import { Alert, Card } from '@acorduri/ui-kit';
import type { ReactNode } from 'react';
import { Page, PageTitle } from './Page';

export interface FormCardPageProps {
  readonly titleId: string;
  readonly title: string;
  /** True once the form has done its work: `doneMessage` then replaces it. */
  readonly done: boolean;
  readonly doneMessage: ReactNode;
  /** The form. */
  readonly children: ReactNode;
}

/** A narrow page holding one form in a card, which becomes a success message once the form is done. */
export function FormCardPage({ titleId, title, done, doneMessage, children }: FormCardPageProps) {
  return (
    <Page $width="narrow" aria-labelledby={titleId}>
      <PageTitle id={titleId}>{title}</PageTitle>
      <Card as="div">{done ? <Alert severity="success">{doneMessage}</Alert> : children}</Card>
    </Page>
  );
}
