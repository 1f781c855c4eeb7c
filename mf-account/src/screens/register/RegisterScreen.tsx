import { messagesOfError, PATHS, registerSchema } from '@acorduri/contracts';
import { Alert, Button, Card, Checkbox, TextField } from '@acorduri/ui-kit';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import Captcha from '../../captcha/Captcha';
import { CallErrors } from '../../components/CallErrors';
import { Actions, FormStack, Page, PageTitle } from '../../components/Page';
import { register } from '../../data/accountCalls';
import { useNameAvailability } from '../../data/useNameAvailability';

import { useForm } from '../../forms/useForm';
import { MESSAGES } from '../../messages';
import { NameAvailabilityIndicator } from './NameAvailabilityIndicator';

const INITIAL = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  isEulaAccepted: false,
  captchaResponse: '',
};

/** /register: card 'Cont nou'; after success the form is replaced by the email (and spam folder) hint. */
export default function RegisterScreen() {
  const form = useForm({ schema: registerSchema, initial: INITIAL });
  const { values, errors, setValue } = form;
  const availability = useNameAvailability(values.name);
  const [failure, setFailure] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = form.check();
    if (!valid) return;
    setBusy(true);
    setFailure([]);
    try {
      await register(valid);
      setDone(true);
    } catch (error) {
      setFailure(messagesOfError(error));
      setCaptchaRound((round) => round + 1);
    } finally {
      setBusy(false);
    }
  };

  const nameError = errors.name ?? (availability === 'unavailable' ? MESSAGES.nameUnavailable : undefined);

  return (
    <Page $width="narrow" aria-labelledby="register-title">
      <PageTitle id="register-title">{MESSAGES.registerTitle}</PageTitle>
      <Card as="div">
        {done ? (
          <Alert severity="success">{MESSAGES.registerSuccess}</Alert>
        ) : (
          <FormStack noValidate onSubmit={submit}>
            <CallErrors messages={failure} onClose={() => setFailure([])} />
            <TextField
              label={MESSAGES.name}
              autoComplete="username"
              value={values.name}
              error={nameError}
              endAdornment={<NameAvailabilityIndicator status={availability} />}
              onChange={(event) => setValue('name', event.target.value)}
            />
            <TextField
              label={MESSAGES.email}
              type="email"
              autoComplete="email"
              value={values.email}
              error={errors.email}
              onChange={(event) => setValue('email', event.target.value)}
            />
            <TextField
              label={MESSAGES.password}
              type="password"
              autoComplete="new-password"
              value={values.password}
              error={errors.password}
              onChange={(event) => setValue('password', event.target.value)}
            />
            <TextField
              label={MESSAGES.confirmPassword}
              type="password"
              autoComplete="new-password"
              value={values.confirmPassword}
              error={errors.confirmPassword}
              onChange={(event) => setValue('confirmPassword', event.target.value)}
            />
            <Checkbox
              checked={values.isEulaAccepted}
              error={errors.isEulaAccepted}
              onChange={(checked) => setValue('isEulaAccepted', checked)}
              label={
                <span>
                  {MESSAGES.acceptTermsBefore}
                  <Link to={PATHS.terms}>{MESSAGES.termsLink}</Link>
                </span>
              }
            />
            <Captcha
              resetKey={captchaRound}
              error={errors.captchaResponse}
              onChange={(payload) => setValue('captchaResponse', payload ?? '')}
            />
            <Actions>
              <Button type="submit" loading={busy}>
                {MESSAGES.registerButton}
              </Button>
              <Link to={PATHS.login}>{MESSAGES.loginTitle}</Link>
            </Actions>
          </FormStack>
        )}
      </Card>
    </Page>
  );
}
