import { changeEmailSchema } from '@acorduri/contracts';
import { Alert } from '@acorduri/ui-kit';
import { CallErrors } from '../../components/CallErrors';
import { FormStack } from '../../components/Page';
import { changeEmail } from '../../data/accountCalls';
import { CurrentPasswordField } from '../../forms/CurrentPasswordField';
import { FormActions } from '../../forms/FormActions';
import { FormTextField } from '../../forms/FormTextField';
import { useForm } from '../../forms/useForm';
import { useFormSubmit } from '../../forms/useFormSubmit';
import { MESSAGES } from '../../messages';

const INITIAL = { password: '', email: '', emailConfirm: '' };

/** Current password and the new address twice; success says a link valid for one hour was sent (spec §4). */
export function ChangeEmailForm({ onCancel }: { readonly onCancel: () => void }) {
  const form = useForm({ schema: changeEmailSchema, initial: INITIAL });
  const { submit, busy, done: sent, failure, clearFailure } = useFormSubmit(form.check, changeEmail);

  if (sent) return <Alert severity="success">{MESSAGES.changeEmailSent}</Alert>;
  return (
    <FormStack noValidate onSubmit={submit} aria-label={MESSAGES.changeEmail}>
      <CallErrors messages={failure} onClose={clearFailure} />
      <CurrentPasswordField form={form} />
      <FormTextField form={form} field="email" label={MESSAGES.newEmail} type="email" autoComplete="email" />
      <FormTextField
        form={form}
        field="emailConfirm"
        label={MESSAGES.newEmailConfirm}
        type="email"
        autoComplete="email"
      />
      <FormActions submitLabel={MESSAGES.changeEmail} busy={busy} onCancel={onCancel} />
    </FormStack>
  );
}
