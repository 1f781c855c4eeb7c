import { adminTabApproveBody, type TabListItem } from '@acorduri/contracts';
import {
  type CustomEditorProps,
  FormFailureAlert,
  submitHandler,
  useFormDialog,
} from '@acorduri/list-toolkit';
import { Alert, Button, Spinner } from '@acorduri/ui-kit';
import { lazy, Suspense, useCallback, useDeferredValue } from 'react';
import { TAB_MESSAGES } from '../../../messages';
import { ADMIN_TAB_PATH, type ReviewedTab } from '../tabCalls';
import { EditorActions, EditorForm } from './editorLayout';
import { TabContentFields } from './TabContentFields';

// The diff library comes with the review only: the list page never loads it.
const TabBodyDiff = lazy(() => import('../diff/TabBodyDiff'));

export interface DraftReviewProps {
  readonly reviewed: ReviewedTab & { readonly draftBody: string };
  readonly list: CustomEditorProps<TabListItem>['list'];
  readonly onClose: () => void;
  readonly onApproved: () => void;
}

/**
 * A pending draft (admin.md §2): the proposed title, artist and text, which the admin may correct, the difference
 * from the current text, and only the Approve action (tags, explicit and public are not part of a proposal).
 */
export function DraftReview({ reviewed, list, onClose, onApproved }: DraftReviewProps) {
  const { tab, body, draftBody } = reviewed;
  const draft = tab.draft;
  const toBody = useCallback((values: Record<string, unknown>) => ({ id: tab.id, ...values }), [tab.id]);
  const form = useFormDialog({
    initial: { title: draft?.title ?? tab.title, artistId: draft?.artistId ?? '', body: draftBody },
    schema: adminTabApproveBody,
    toBody,
    submit: async (approval) => {
      await list.update(approval, `${ADMIN_TAB_PATH}/approve`);
      onApproved();
    },
    onAuthFailure: list.report,
  });
  // A long text is compared again after typing settles, never holding a keystroke back.
  const proposedBody = useDeferredValue(String(form.values.body ?? ''));
  const proposedNewArtist = draft && !draft.artistId ? draft.tempArtistName : null;
  const currentArtist = tab.artist.name || tab.artist.tempName || '';

  return (
    <EditorForm noValidate onSubmit={submitHandler(form.onSubmit)}>
      <Alert severity="info">{TAB_MESSAGES.reviewNotice}</Alert>
      <FormFailureAlert failure={form.failure} onDismiss={form.dismissFailure} />
      <TabContentFields
        form={form}
        hints={{
          title: TAB_MESSAGES.currentTitle(tab.title),
          artist: proposedNewArtist
            ? TAB_MESSAGES.proposedNewArtist(proposedNewArtist)
            : TAB_MESSAGES.currentArtist(currentArtist),
        }}
      />
      <Suspense fallback={<Spinner label={TAB_MESSAGES.diffLoading} />}>
        <TabBodyDiff current={body} proposed={proposedBody} />
      </Suspense>
      <EditorActions>
        <Button type="button" variant="text" onClick={onClose}>
          {TAB_MESSAGES.cancel}
        </Button>
        <Button type="submit" loading={form.busy}>
          {TAB_MESSAGES.approve}
        </Button>
      </EditorActions>
    </EditorForm>
  );
}
