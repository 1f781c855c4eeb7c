import { ACCOUNT_MESSAGES, messagesOfError, PATHS, resetPasswordFormSchema } from '@acorduri/contracts';
import { Alert, Button, Card, TextField } from '@acorduri/ui-kit';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CallErrors } from '../../components/CallErrors';
import { FormStack, Page, PageTitle } from '../../components/Page';
import { setPassword } from '../../data/accountCalls';
import { useForm } from '../../forms/useForm';
import { MESSAGES } from '../../messages';

/** /reset-password/{token}: new password and confirmation, then the success message with a link to /login. */
export default function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const form = useForm({
    schema: resetPasswordFormSchema,
    initial: { token, newPassword: '', confirmPassword: '' },
  });
  const { values, errors, setValue } = form;
  const [failure, setFailure] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = form.check();
    if (!valid) return;
    setBusy(true);
    setFailure([]);
    try {
      await setPassword(valid.token, valid.newPassword);
      setDone(true);
    } catch (error) {
      setFailure(messagesOfError(error));
    } finally {
      setBusy(false);
    }
  };

  // A damaged link is not something the visitor can fix in a field: its message shows above the form.
  const shownFailure = errors.token ? [errors.token, ...failure] : failure;

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
            <CallErrors messages={shownFailure} onClose={() => setFailure([])} />
            <TextField
              label={MESSAGES.newPassword}
              type="password"
              autoComplete="new-password"
              value={values.newPassword}
              error={errors.newPassword}
              onChange={(event) => setValue('newPassword', event.target.value)}
            />
            <TextField
              label={MESSAGES.newPasswordConfirmation}
              type="password"
              autoComplete="new-password"
              value={values.confirmPassword}
              error={errors.confirmPassword}
              onChange={(event) => setValue('confirmPassword', event.target.value)}
            />
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
