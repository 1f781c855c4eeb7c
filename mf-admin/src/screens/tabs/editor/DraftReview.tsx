import { adminTabApproveBody, adminTabPublishBody, type TabListItem } from '@acorduri/contracts';
import {
  type CustomEditorProps,
  FormFailureAlert,
  submitHandler,
  useFormDialog,
} from '@acorduri/list-toolkit';
import { Alert, Button, formatDateTime, Spinner } from '@acorduri/ui-kit';
import { lazy, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { TAB_MESSAGES } from '../../../messages';
import { ADMIN_TAB_PATH, type ReviewedTab } from '../tabCalls';
import { EditorActions, EditorForm } from './editorLayout';
import { RejectDialog } from './RejectDialog';
import { TabContentFields } from './TabContentFields';
import { TagChoice } from './TagChoice';

// The diff library comes with the review only: the list page never loads it.
const TabBodyDiff = lazy(() => import('../diff/TabBodyDiff'));

export interface DraftReviewProps {
  /** `draftBody`: the proposed text (a new submission's own text when it has no draft). */
  readonly reviewed: ReviewedTab & { readonly draftBody: string };
  readonly list: CustomEditorProps<TabListItem>['list'];
  readonly onClose: () => void;
  readonly onApproved: () => void;
}

/**
 * A tab in the review queue (admin.md §2, #29): the proposed title, artist and text, which the admin may correct,
 * the difference from the published text (an edit) or the tags to publish it under (a new tab), then Approve or
 * Reject (with an optional reason, in its own dialog).
 */
export function DraftReview({ reviewed, list, onClose, onApproved }: DraftReviewProps) {
  const { tab, body, draftBody } = reviewed;
  const draft = tab.draftAvailable ? tab.draft : null;
  const isNewTab = !tab.isPublic;
  const [rejecting, setRejecting] = useState(false);
  const toBody = useCallback((values: Record<string, unknown>) => ({ id: tab.id, ...values }), [tab.id]);
  const form = useFormDialog({
    initial: {
      title: draft?.title ?? tab.title,
      artistId: (draft ? draft.artistId : tab.artistId) ?? '',
      body: draftBody,
      ...(isNewTab ? { tagIds: tab.tagIds } : {}),
    },
    schema: isNewTab ? adminTabPublishBody : adminTabApproveBody,
    toBody,
    submit: async (approval) => {
      await list.update(approval, `${ADMIN_TAB_PATH}/approve`);
      onApproved();
    },
    onAuthFailure: list.report,
  });
  // A long text is compared again after typing settles, never holding a keystroke back.
  const proposedBody = useDeferredValue(String(form.values.body ?? ''));
  const proposedNewArtist = draft
    ? draft.artistId
      ? null
      : draft.tempArtistName
    : tab.artistId
      ? null
      : tab.artist.tempName;
  const currentArtist = tab.artist.name || tab.artist.tempName || '';
  const tagIds = Array.isArray(form.values.tagIds) ? (form.values.tagIds as string[]) : [];

  // The reject dialog stays outside the form: its own submit must not bubble (through the portal) to Approve.
  return (
    <>
      <EditorForm noValidate onSubmit={submitHandler(form.onSubmit)}>
        <Alert severity="info">
          {isNewTab ? TAB_MESSAGES.newTabNotice : TAB_MESSAGES.reviewNotice}{' '}
          {tab.author && tab.reviewRequestedAt
            ? TAB_MESSAGES.submittedBy(tab.author.name, formatDateTime(tab.reviewRequestedAt))
            : null}
        </Alert>
        <FormFailureAlert failure={form.failure} onDismiss={form.dismissFailure} />
        <TabContentFields
          form={form}
          hints={{
            title: isNewTab ? undefined : TAB_MESSAGES.currentTitle(tab.title),
            artist: proposedNewArtist
              ? TAB_MESSAGES.proposedNewArtist(proposedNewArtist)
              : TAB_MESSAGES.currentArtist(currentArtist),
          }}
        />
        {isNewTab ? (
          <TagChoice
            selected={tagIds}
            error={form.errors.tagIds}
            onChange={(next) => form.setValue('tagIds', next)}
            onBlur={() => form.blur('tagIds')}
          />
        ) : (
          <Suspense fallback={<Spinner label={TAB_MESSAGES.diffLoading} />}>
            <TabBodyDiff current={body} proposed={proposedBody} />
          </Suspense>
        )}
        <EditorActions>
          <Button type="button" variant="text" onClick={onClose}>
            {TAB_MESSAGES.cancel}
          </Button>
          <Button type="button" variant="danger" onClick={() => setRejecting(true)}>
            {TAB_MESSAGES.reject}
          </Button>
          <Button type="submit" loading={form.busy}>
            {isNewTab ? TAB_MESSAGES.approvePublish : TAB_MESSAGES.approve}
          </Button>
        </EditorActions>
      </EditorForm>
      {rejecting ? (
        <RejectDialog tab={tab} list={list} onCancel={() => setRejecting(false)} onRejected={onApproved} />
      ) : null}
    </>
  );
}
