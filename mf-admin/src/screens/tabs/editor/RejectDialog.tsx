import { adminTabRejectBody, REJECT_REASON_MAX, type TabListItem } from '@acorduri/contracts';
import {
  type CustomEditorProps,
  FormFailureAlert,
  submitHandler,
  useFormDialog,
} from '@acorduri/list-toolkit';
import { Button, Dialog, TextArea } from '@acorduri/ui-kit';
import { useCallback } from 'react';
import { TAB_MESSAGES } from '../../../messages';
import { ADMIN_TAB_PATH } from '../tabCalls';
import { EditorActions, EditorForm } from './editorLayout';

export interface RejectDialogProps {
  readonly tab: TabListItem;
  readonly list: CustomEditorProps<TabListItem>['list'];
  readonly onCancel: () => void;
  readonly onRejected: () => void;
}

/** 'Respinge': an optional reason the author will read; the author's text stays in their account. */
export function RejectDialog({ tab, list, onCancel, onRejected }: RejectDialogProps) {
  const toBody = useCallback((values: Record<string, unknown>) => ({ id: tab.id, ...values }), [tab.id]);
  const form = useFormDialog({
    initial: { reason: '' },
    schema: adminTabRejectBody,
    toBody,
    submit: async (rejection) => {
      await list.update(rejection, `${ADMIN_TAB_PATH}/reject`);
      onRejected();
    },
    onAuthFailure: list.report,
  });
  return (
    <Dialog open onClose={onCancel} title={TAB_MESSAGES.rejectTitle(tab.title)} width={560}>
      <EditorForm noValidate onSubmit={submitHandler(form.onSubmit)}>
        <p>{TAB_MESSAGES.rejectNotice}</p>
        <FormFailureAlert failure={form.failure} onDismiss={form.dismissFailure} />
        <TextArea
          label={TAB_MESSAGES.rejectReason}
          rows={4}
          maxLength={REJECT_REASON_MAX}
          value={String(form.values.reason ?? '')}
          onChange={(event) => form.setValue('reason', event.target.value)}
          onBlur={() => form.blur('reason')}
          error={form.errors.reason ?? undefined}
          showCount
          helperText={TAB_MESSAGES.rejectReasonHelp}
        />
        <EditorActions>
          <Button type="button" variant="text" onClick={onCancel}>
            {TAB_MESSAGES.cancel}
          </Button>
          <Button type="submit" variant="danger" loading={form.busy}>
            {TAB_MESSAGES.reject}
          </Button>
        </EditorActions>
      </EditorForm>
    </Dialog>
  );
}
