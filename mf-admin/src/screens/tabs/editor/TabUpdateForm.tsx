import { type AdminTabUpdateInput, adminTabUpdateBody, type TabListItem } from '@acorduri/contracts';
import {
  type CustomEditorProps,
  FormFailureAlert,
  submitHandler,
  useFormDialog,
} from '@acorduri/list-toolkit';
import { Button, Checkbox } from '@acorduri/ui-kit';
import { useCallback } from 'react';
import { TAB_MESSAGES } from '../../../messages';
import type { ReviewedTab } from '../tabCalls';
import { EditorActions, EditorForm } from './editorLayout';
import { TabContentFields } from './TabContentFields';
import { TagChoice } from './TagChoice';

export interface TabUpdateFormProps {
  readonly reviewed: ReviewedTab;
  readonly list: CustomEditorProps<TabListItem>['list'];
  /** Cancel, or Close once the tab was saved. */
  readonly closeLabel: string;
  readonly onClose: () => void;
  /** The server's list row and what was sent. */
  readonly onUpdated: (row: TabListItem, update: AdminTabUpdateInput) => void;
}

/** The Update action (admin.md §2): every field of the tab, validated on blur with the API's schema. */
export function TabUpdateForm({ reviewed, list, closeLabel, onClose, onUpdated }: TabUpdateFormProps) {
  const { tab, body } = reviewed;
  const toBody = useCallback((values: Record<string, unknown>) => ({ id: tab.id, ...values }), [tab.id]);
  const form = useFormDialog({
    initial: {
      title: tab.title,
      artistId: tab.artistId ?? '',
      body,
      tagIds: tab.tagIds,
      isPublic: tab.isPublic,
      isExplicit: tab.isExplicit,
    },
    schema: adminTabUpdateBody,
    toBody,
    submit: async (update) => onUpdated(await list.update(update), update as unknown as AdminTabUpdateInput),
    onAuthFailure: list.report,
  });
  const tagIds = Array.isArray(form.values.tagIds) ? (form.values.tagIds as string[]) : [];

  return (
    <EditorForm noValidate onSubmit={submitHandler(form.onSubmit)}>
      <FormFailureAlert failure={form.failure} onDismiss={form.dismissFailure} />
      <TabContentFields form={form} />
      <TagChoice
        selected={tagIds}
        error={form.errors.tagIds}
        onChange={(next) => form.setValue('tagIds', next)}
        onBlur={() => form.blur('tagIds')}
      />
      <Checkbox
        label={TAB_MESSAGES.isPublic}
        checked={form.values.isPublic === true}
        onChange={(checked) => form.setValue('isPublic', checked)}
      />
      <Checkbox
        label={TAB_MESSAGES.isExplicit}
        checked={form.values.isExplicit === true}
        onChange={(checked) => form.setValue('isExplicit', checked)}
      />
      <EditorActions>
        <Button type="button" variant="text" onClick={onClose}>
          {closeLabel}
        </Button>
        <Button type="submit" loading={form.busy}>
          {TAB_MESSAGES.update}
        </Button>
      </EditorActions>
    </EditorForm>
  );
}
