import { changeEmailSchema, messagesOfError } from '@acorduri/contracts';
import { Alert, Button, TextField } from '@acorduri/ui-kit';
import { type FormEvent, useState } from 'react';
import { CallErrors } from '../../components/CallErrors';
import { Actions, FormStack } from '../../components/Page';
import { changeEmail } from '../../data/accountCalls';
import { useForm } from '../../forms/useForm';
import { MESSAGES } from '../../messages';

const INITIAL = { password: '', email: '', emailConfirm: '' };

/** Current password and the new address twice; success says a link valid for one hour was sent (spec §4). */
export function ChangeEmailForm({ onCancel }: { readonly onCancel: () => void }) {
  const form = useForm({ schema: changeEmailSchema, initial: INITIAL });
  const { values, errors, setValue } = form;
  const [failure, setFailure] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = form.check();
    if (!valid) return;
    setBusy(true);
    setFailure([]);
    try {
      await changeEmail(valid);
      setSent(true);
    } catch (error) {
      setFailure(messagesOfError(error));
    } finally {
      setBusy(false);
    }
  };

  if (sent) return <Alert severity="success">{MESSAGES.changeEmailSent}</Alert>;
  return (
    <FormStack noValidate onSubmit={submit} aria-label={MESSAGES.changeEmail}>
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
        label={MESSAGES.newEmail}
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => setValue('email', event.target.value)}
      />
      <TextField
        label={MESSAGES.newEmailConfirm}
        type="email"
        autoComplete="email"
        value={values.emailConfirm}
        error={errors.emailConfirm}
        onChange={(event) => setValue('emailConfirm', event.target.value)}
      />
      <Actions>
        <Button type="submit" loading={busy}>
          {MESSAGES.changeEmail}
        </Button>
        <Button type="button" variant="text" onClick={onCancel}>
          {MESSAGES.cancel}
        </Button>
      </Actions>
    </FormStack>
  );
}
