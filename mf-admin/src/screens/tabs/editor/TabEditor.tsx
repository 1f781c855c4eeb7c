import { type AdminTabUpdateInput, messagesOfError, type TabListItem } from '@acorduri/contracts';
import { type CustomEditorProps, isAuthFailure } from '@acorduri/list-toolkit';
import { Alert, Dialog, Spinner } from '@acorduri/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import { TAB_MESSAGES } from '../../../messages';
import { adminTabKey, type ReviewedTab, useAdminTab } from '../tabCalls';
import { DraftReview } from './DraftReview';
import { TabAttachments, type TabFiles } from './TabAttachments';
import { TabUpdateForm } from './TabUpdateForm';

/** The dialog's copy of the tab after an update: the saved fields over what was read. */
function withUpdate(reviewed: ReviewedTab, update: AdminTabUpdateInput): ReviewedTab {
  const { body, ...fields } = update;
  return { ...reviewed, body, tab: { ...reviewed.tab, ...fields } };
}

/**
 * The tab dialog of the Acorduri screen. A tab in the review queue opens as a review (proposal, difference or
 * tags, Approve, Reject); any other tab opens for Update, followed by its Guitar Pro / MIDI files. After an update the dialog
 * stays open with the saved values, so the files can follow.
 */
export function TabEditor({ row, onClose, list }: CustomEditorProps<TabListItem>) {
  const tabId = row?.id ?? null;
  const { data: loaded, error } = useAdminTab(tabId);
  const { cache } = useSWRConfig();
  const [saved, setSaved] = useState<{ readonly reviewed: ReviewedTab; readonly revision: number } | null>(
    null,
  );
  const [files, setFiles] = useState<TabFiles | null>(null);
  // The row as the list shows it now: an update's answer, then the attachments' names.
  const latestRow = useRef(row);

  // A lost session or role leaves for /login like the list's own calls do.
  const { report } = list;
  useEffect(() => {
    if (isAuthFailure(error)) report(error);
  }, [error, report]);

  // Reopening must read the tab again, never start a form from an older copy.
  useEffect(() => () => cache.delete(unstable_serialize(adminTabKey(tabId))), [cache, tabId]);

  const reviewed = saved?.reviewed ?? loaded;
  // A tab in the review queue opens as a review: its proposed edit, or a new submission's own text.
  const waiting = reviewed ? reviewed.tab.pendingReview === true || reviewed.tab.draftAvailable : false;
  const draftBody = reviewed && waiting ? (reviewed.draftBody ?? reviewed.body) : null;
  const reviewing = draftBody !== null;

  const changeFiles = (next: TabFiles) => {
    setFiles(next);
    if (!latestRow.current) return;
    latestRow.current = { ...latestRow.current, ...next };
    list.replaceRow(latestRow.current);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={reviewing ? TAB_MESSAGES.reviewTitle : TAB_MESSAGES.editTitle}
      width={reviewing ? 1200 : 820}
    >
      {error ? (
        <Alert severity="warning">{[TAB_MESSAGES.loadFailed, ...messagesOfError(error)].join(' ')}</Alert>
      ) : null}
      {!reviewed && !error ? <Spinner label={TAB_MESSAGES.loadingTab} /> : null}
      {reviewed && draftBody !== null ? (
        <DraftReview
          reviewed={{ ...reviewed, draftBody }}
          list={list}
          onClose={onClose}
          onApproved={onClose}
        />
      ) : null}
      {reviewed && draftBody === null ? (
        <>
          {saved ? <Alert severity="success">{TAB_MESSAGES.updated}</Alert> : null}
          <TabUpdateForm
            key={saved?.revision ?? 0}
            reviewed={reviewed}
            list={list}
            closeLabel={saved ? TAB_MESSAGES.close : TAB_MESSAGES.cancel}
            onClose={onClose}
            onUpdated={(updatedRow, update) => {
              latestRow.current = { ...updatedRow, ...files };
              setSaved({ reviewed: withUpdate(reviewed, update), revision: (saved?.revision ?? 0) + 1 });
            }}
          />
          <TabAttachments
            tabId={reviewed.tab.id}
            files={files ?? { gtp: reviewed.tab.gtp, midi: reviewed.tab.midi }}
            onChange={changeFiles}
            onAuthFailure={list.report}
          />
        </>
      ) : null}
    </Dialog>
  );
}
