import { ACCOUNT_MESSAGES, changePasswordSchema } from '@acorduri/contracts';
import { Alert } from '@acorduri/ui-kit';
import { CallErrors } from '../../components/CallErrors';
import { FormStack } from '../../components/Page';
import { changePassword } from '../../data/accountCalls';
import { CurrentPasswordField } from '../../forms/CurrentPasswordField';
import { FormActions } from '../../forms/FormActions';
import { NewPasswordFields } from '../../forms/NewPasswordFields';
import { useForm } from '../../forms/useForm';
import { useFormSubmit } from '../../forms/useFormSubmit';
import { MESSAGES } from '../../messages';

const INITIAL = { password: '', newPassword: '', newPasswordConfirmation: '' };

/** Current password, new password and its confirmation (spec §5: 6 to 50 characters each). */
export function ChangePasswordForm({ onCancel }: { readonly onCancel: () => void }) {
  const form = useForm({ schema: changePasswordSchema, initial: INITIAL });
  const { submit, busy, done, failure, clearFailure } = useFormSubmit(form.check, changePassword);

  if (done) return <Alert severity="success">{ACCOUNT_MESSAGES.passwordChanged}</Alert>;
  return (
    <FormStack noValidate onSubmit={submit} aria-label={MESSAGES.changePassword}>
      <CallErrors messages={failure} onClose={clearFailure} />
      <CurrentPasswordField form={form} />
      <NewPasswordFields form={form} fields={['newPassword', 'newPasswordConfirmation']} />
      <FormActions submitLabel={MESSAGES.changePassword} busy={busy} onCancel={onCancel} />
    </FormStack>
  );
}
