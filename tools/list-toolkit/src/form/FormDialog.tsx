import { Alert, Button, Dialog, Spinner } from '@acorduri/ui-kit';
import { useCallback, useId } from 'react';
import styled from 'styled-components';
import type { FormEditor, FormValues } from '../definition';
import { MESSAGES } from '../messages';
import { FormFailureAlert } from './FormFailureAlert';
import { FormFieldControl } from './FormFieldControl';
import { submitHandler } from './submitHandler';
import { useFormDialog } from './useFormDialog';
import { useFormRow } from './useFormRow';

export interface FormDialogProps<Row> {
  readonly editor: FormEditor<Row>;
  /** null: adding. */
  readonly row: Row | null;
  readonly rowId: (row: Row) => string | number;
  readonly onClose: () => void;
  /** Creates or updates; the dialog closes once it resolves. */
  readonly submit: (body: FormValues) => Promise<unknown>;
  readonly onAuthFailure: (error: unknown) => void;
}

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

/**
 * The add/edit dialog of a described list: its fields validate on blur with the same Joi schema as the API
 * (the create schema when adding, the update schema with the id when editing); 'Renunță' closes it. When the
 * editor reads the whole row first (`load`), the form waits for it.
 */
export function FormDialog<Row>(props: FormDialogProps<Row>) {
  const { editor, row, onClose, onAuthFailure } = props;
  const loaded = useFormRow(row, editor.load, onAuthFailure);
  if (loaded.status === 'ready') return <FormDialogContent {...props} row={loaded.row} />;
  return (
    <Dialog
      open
      onClose={onClose}
      title={editor.titles.edit}
      width={editor.width}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {MESSAGES.cancel}
        </Button>
      }
    >
      {loaded.status === 'loading' ? (
        <Spinner label={MESSAGES.loadingForm} />
      ) : (
        <Alert severity="warning">{MESSAGES.formUnavailable}</Alert>
      )}
    </Dialog>
  );
}

function FormDialogContent<Row>({
  editor,
  row,
  rowId,
  onClose,
  submit,
  onAuthFailure,
}: FormDialogProps<Row>) {
  const formId = useId();
  const mode = row === null ? 'add' : 'edit';
  const toBody = useCallback(
    (values: FormValues): FormValues => {
      const body = editor.toBody ? editor.toBody(values, row) : values;
      return row === null ? body : { id: rowId(row), ...body };
    },
    [editor, row, rowId],
  );
  const form = useFormDialog({
    initial: editor.initialValues(row),
    schema: mode === 'add' ? editor.createSchema : editor.updateSchema,
    toBody,
    submit: async (body) => {
      await submit(body);
      onClose();
    },
    onAuthFailure,
    // An existing item keeps its fields as they are (a lesson's slug is a public address).
    proposals: mode === 'add' ? editor.fields.filter((field) => field.proposedFrom) : [],
  });

  return (
    <Dialog
      open
      onClose={form.busy ? () => {} : onClose}
      title={editor.titles[mode]}
      width={editor.width}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={form.busy}>
            {MESSAGES.cancel}
          </Button>
          <Button type="submit" form={formId} loading={form.busy}>
            {editor.submitLabels[mode]}
          </Button>
        </>
      }
    >
      <Fields id={formId} noValidate onSubmit={submitHandler(form.onSubmit)}>
        <FormFailureAlert failure={form.failure} onDismiss={form.dismissFailure} />
        {editor.fields
          .filter((field) => field.only === undefined || field.only === mode)
          .map((field) => (
            <FormFieldControl
              key={field.name}
              field={field}
              value={form.values[field.name]}
              error={form.errors[field.name]}
              onChange={(value) => form.setValue(field.name, value)}
              onBlur={() => form.blur(field.name)}
            />
          ))}
      </Fields>
      {editor.preview?.(form.values)}
    </Dialog>
  );
}
