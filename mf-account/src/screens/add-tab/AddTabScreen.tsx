import {
  type AttachmentKind,
  messagesOfError,
  newTabBody,
  PATHS,
  type TabContentInput,
} from '@acorduri/contracts';
import { Alert, Button, Card } from '@acorduri/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AccountBreadcrumbs } from '../../components/AccountBreadcrumbs';
import { Actions, Page, PageTitle } from '../../components/Page';
import { createTab, uploadAttachment, useRefreshMyTabs } from '../../data/userTabs';
import { MESSAGES } from '../../messages';
import { type TabAttachments, TabForm } from '../../tab-form/TabForm';
import { EMPTY_TAB } from '../../tab-form/tabFormValues';

/**
 * Uploads the chosen files once the tab exists (the attachment call needs its id); a file the server refuses
 * does not undo the tab, it is reported beside the success message.
 */
async function uploadAll(tabId: string, attachments: TabAttachments): Promise<string[]> {
  const problems: string[] = [];
  for (const [kind, file] of Object.entries(attachments) as [AttachmentKind, File][]) {
    try {
      await uploadAttachment(tabId, kind, file);
    } catch (error) {
      problems.push(`${MESSAGES.attachmentFailed(file.name)} ${messagesOfError(error).join(' ')}`);
    }
  }
  return problems;
}

/** /adauga-acorduri: a new tab with optional attachments; success leads to 'Transpunerile mele'. */
export default function AddTabScreen() {
  const navigate = useNavigate();
  const refreshMyTabs = useRefreshMyTabs();
  const [result, setResult] = useState<{ attachmentProblems: string[] } | null>(null);

  const submit = async (content: TabContentInput, attachments: TabAttachments) => {
    const tab = await createTab(content);
    const attachmentProblems = await uploadAll(tab.id, attachments);
    await refreshMyTabs();
    setResult({ attachmentProblems });
  };

  return (
    <Page aria-labelledby="add-tab-title">
      <AccountBreadcrumbs current={MESSAGES.addTabTitle} />
      <PageTitle id="add-tab-title">{MESSAGES.addTabTitle}</PageTitle>
      <Card as="div">
        {result ? (
          <>
            <Alert severity="success">{MESSAGES.addTabSuccess}</Alert>
            {result.attachmentProblems.map((problem) => (
              <Alert key={problem} severity="warning">
                {problem}
              </Alert>
            ))}
            <Actions>
              <Button onClick={() => navigate(PATHS.myTabs)}>{MESSAGES.goToMyTabs}</Button>
            </Actions>
          </>
        ) : (
          <TabForm
            initial={EMPTY_TAB}
            schema={newTabBody}
            withAttachments
            withChordProImport
            submitLabel={MESSAGES.addTabButton}
            onSubmit={submit}
          />
        )}
      </Card>
    </Page>
  );
}
