import { ACCOUNT_MESSAGES, PATHS, resetPasswordFormSchema } from '@acorduri/contracts';
import { Link, useParams } from 'react-router';
import { CallErrors } from '../../components/CallErrors';
import { FormCardPage } from '../../components/FormCardPage';
import { FormStack } from '../../components/Page';
import { setPassword } from '../../data/accountCalls';
import { FormActions } from '../../forms/FormActions';
import { NewPasswordFields } from '../../forms/NewPasswordFields';
import { useForm } from '../../forms/useForm';
import { useFormSubmit } from '../../forms/useFormSubmit';
import { MESSAGES } from '../../messages';

/** /reset-password/{token}: new password and confirmation, then the success message with a link to /login. */
export default function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const form = useForm({
    schema: resetPasswordFormSchema,
    initial: { token, newPassword: '', confirmPassword: '' },
  });
  const { submit, busy, done, failure, clearFailure } = useFormSubmit(form.check, (valid) =>
    setPassword(valid.token, valid.newPassword),
  );

  // A damaged link is not something the visitor can fix in a field: its message shows above the form.
  const shownFailure = form.errors.token ? [form.errors.token, ...failure] : failure;

  return (
    <FormCardPage
      titleId="reset-title"
      title={MESSAGES.resetTitle}
      done={done}
      doneMessage={
        <>
          {ACCOUNT_MESSAGES.passwordChanged} <Link to={PATHS.login}>{MESSAGES.goToLogin}</Link>
        </>
      }
    >
      <FormStack noValidate onSubmit={submit}>
        <CallErrors messages={shownFailure} onClose={clearFailure} />
        <NewPasswordFields form={form} fields={['newPassword', 'confirmPassword']} />
        <FormActions submitLabel={MESSAGES.resetButton} busy={busy} />
      </FormStack>
    </FormCardPage>
  );
}
