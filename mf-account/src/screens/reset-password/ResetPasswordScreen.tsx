import { ACCOUNT_MESSAGES, PATHS, resetPasswordFormSchema } from '@acorduri/contracts';
import { Alert, Button, Card } from '@acorduri/ui-kit';
import { Link, useParams } from 'react-router';
import { CallErrors } from '../../components/CallErrors';
import { FormStack, Page, PageTitle } from '../../components/Page';
import { setPassword } from '../../data/accountCalls';
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
    <Page $width="narrow" aria-labelledby="reset-title">
      <PageTitle id="reset-title">{MESSAGES.resetTitle}</PageTitle>
      <Card as="div">
        {done ? (
          <Alert severity="success">
            {ACCOUNT_MESSAGES.passwordChanged} <Link to={PATHS.login}>{MESSAGES.goToLogin}</Link>
          </Alert>
        ) : (
          <FormStack noValidate onSubmit={submit}>
            <CallErrors messages={shownFailure} onClose={clearFailure} />
            <NewPasswordFields form={form} fields={['newPassword', 'confirmPassword']} />
            <div>
              <Button type="submit" loading={busy}>
                {MESSAGES.resetButton}
              </Button>
            </div>
          </FormStack>
        )}
      </Card>
    </Page>
  );
}
