import { ACCOUNT_MESSAGES, changePasswordSchema, messagesOfError } from '@acorduri/contracts';
import { Alert, Button, TextField } from '@acorduri/ui-kit';
import { type FormEvent, useState } from 'react';
import { CallErrors } from '../../components/CallErrors';
import { Actions, FormStack } from '../../components/Page';
import { changePassword } from '../../data/accountCalls';
import { useForm } from '../../forms/useForm';
import { MESSAGES } from '../../messages';

const INITIAL = { password: '', newPassword: '', newPasswordConfirmation: '' };

/** Current password, new password and its confirmation (spec §5: 6 to 50 characters each). */
export function ChangePasswordForm({ onCancel }: { readonly onCancel: () => void }) {
  const form = useForm({ schema: changePasswordSchema, initial: INITIAL });
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
      await changePassword(valid);
      setDone(true);
    } catch (error) {
      setFailure(messagesOfError(error));
    } finally {
      setBusy(false);
    }
  };

  if (done) return <Alert severity="success">{ACCOUNT_MESSAGES.passwordChanged}</Alert>;
  return (
    <FormStack noValidate onSubmit={submit} aria-label={MESSAGES.changePassword}>
      <CallErrors messages={failure} onClose={() => setFailure([])} />
      <TextField
        label={MESSAGES.currentPassword}
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => setValue('password', event.target.value)}
      />
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
        value={values.newPasswordConfirmation}
        error={errors.newPasswordConfirmation}
        onChange={(event) => setValue('newPasswordConfirmation', event.target.value)}
      />
      <Actions>
        <Button type="submit" loading={busy}>
          {MESSAGES.changePassword}
        </Button>
        <Button type="button" variant="text" onClick={onCancel}>
          {MESSAGES.cancel}
        </Button>
      </Actions>
    </FormStack>
  );
}
