import { messagesOfError, type TabContentInput, tabDraftBody } from '@acorduri/contracts';
import { Alert, Dialog, Spinner } from '@acorduri/ui-kit';
import { useSWRConfig } from 'swr';
import useSWRImmutable from 'swr/immutable';
import { fetchEditableTab, updateDraft } from '../../data/userTabs';
import { MESSAGES } from '../../messages';
import { TabForm } from '../../tab-form/TabForm';

export interface EditDraftDialogProps {
  /** The tab being edited; null keeps the dialog closed. */
  readonly tabId: string | null;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

/**
 * Editing a tab never changes it in place: the form PUTs a draft that waits for an admin (spec §4). The form
 * starts from the pending draft when there is one, so a second edit continues the first.
 */
export function EditDraftDialog({ tabId, onClose, onSaved }: EditDraftDialogProps) {
  const key = tabId ? (['editable-tab', tabId] as const) : null;
  const { data: tab, error } = useSWRImmutable(key, ([, id]) => fetchEditableTab(id));
  const { mutate } = useSWRConfig();

  const save = async (content: TabContentInput) => {
    if (!tabId) return;
    await updateDraft({ id: tabId, ...content });
    // The next edit must start from the draft just saved, not from this copy.
    await mutate(key, undefined, { revalidate: false });
    onSaved();
  };

  return (
    <Dialog open={tabId !== null} onClose={onClose} title={MESSAGES.editTitle} width={880}>
      <p>{MESSAGES.editHint}</p>
      {error ? (
        <Alert severity="warning">{[MESSAGES.tabLoadFailed, ...messagesOfError(error)].join(' ')}</Alert>
      ) : null}
      {!tab && !error ? <Spinner label={MESSAGES.loading} /> : null}
      {tab && tabId ? (
        <TabForm
          key={tabId}
          initial={{ title: tab.title, body: tab.body, artistName: tab.artistName, artistId: tab.artistId }}
          schema={tabDraftBody}
          extra={{ id: tabId }}
          withAttachments={false}
          submitLabel={MESSAGES.save}
          onSubmit={save}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
