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
import { type ImportedSong, importedBody } from '../../tab-form/chordProImport';
import { type TabAttachments, TabForm } from '../../tab-form/TabForm';
import { EMPTY_TAB, type TabFormValues } from '../../tab-form/tabFormValues';

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

/** The songs of a multi-song ChordPro file still to be sent, each one tab; `total` counts the first too. */
interface ImportQueue {
  readonly songs: readonly ImportedSong[];
  readonly total: number;
}

/** The form's values for an imported song (its artist is matched to the catalogue by the form). */
const importedValues = (song: ImportedSong): TabFormValues => ({
  title: song.title ?? '',
  artistName: song.artist ?? '',
  artistId: null,
  body: importedBody(song),
});

/**
 * /adauga-acorduri: a new tab with optional attachments; success leads to 'Transpunerile mele'. A ChordPro file
 * of several songs is sent one tab at a time: after each, the next imported song fills a fresh form.
 */
export default function AddTabScreen() {
  const navigate = useNavigate();
  const refreshMyTabs = useRefreshMyTabs();
  const [result, setResult] = useState<{ attachmentProblems: string[] } | null>(null);
  const [queue, setQueue] = useState<ImportQueue | null>(null);
  const [form, setForm] = useState<{
    readonly key: number;
    readonly initial: TabFormValues;
    readonly importedAs?: { readonly position: number; readonly total: number };
  }>({ key: 0, initial: EMPTY_TAB });
  const next = queue?.songs[0];

  const continueWithNext = () => {
    if (!queue || !next) return;
    setForm((current) => ({
      key: current.key + 1,
      initial: importedValues(next),
      importedAs: { position: queue.total - queue.songs.length + 1, total: queue.total },
    }));
    setQueue(queue.songs.length > 1 ? { songs: queue.songs.slice(1), total: queue.total } : null);
    setResult(null);
  };

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
              {queue && next ? (
                <Button onClick={continueWithNext}>
                  {MESSAGES.chordProNext(
                    next.title || MESSAGES.chordProUntitled,
                    queue.total - queue.songs.length + 1,
                    queue.total,
                  )}
                </Button>
              ) : null}
              <Button variant={queue ? 'secondary' : 'primary'} onClick={() => navigate(PATHS.myTabs)}>
                {MESSAGES.goToMyTabs}
              </Button>
            </Actions>
          </>
        ) : (
          <TabForm
            key={form.key}
            initial={form.initial}
            importedAs={form.importedAs}
            schema={newTabBody}
            withAttachments
            withChordProImport
            onImportMore={(songs, total) => setQueue(songs.length ? { songs, total } : null)}
            submitLabel={MESSAGES.addTabButton}
            onSubmit={submit}
          />
        )}
      </Card>
    </Page>
  );
}
