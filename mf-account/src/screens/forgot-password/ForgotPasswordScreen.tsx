import { ACCOUNT_MESSAGES, forgotPasswordSchema, messagesOfError, PATHS } from '@acorduri/contracts';
import { Alert, Button, Card, TextField } from '@acorduri/ui-kit';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import Captcha from '../../captcha/Captcha';
import { CallErrors } from '../../components/CallErrors';
import { Actions, FormStack, Page, PageTitle } from '../../components/Page';
import { forgotPassword } from '../../data/accountCalls';
import { useForm } from '../../forms/useForm';
import { MESSAGES } from '../../messages';

const INITIAL = { email: '', captchaResponse: '' };

/** /forgot-password: email and captcha, then the spec's "email sent, check the spam folder" message. */
export default function ForgotPasswordScreen() {
  const form = useForm({ schema: forgotPasswordSchema, initial: INITIAL });
  const { values, errors, setValue } = form;
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
      await forgotPassword(valid.email, valid.captchaResponse);
      setDone(true);
    } catch (error) {
      setFailure(messagesOfError(error));
      setCaptchaRound((round) => round + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page $width="narrow" aria-labelledby="forgot-title">
      <PageTitle id="forgot-title">{MESSAGES.forgotTitle}</PageTitle>
      <Card as="div">
        {done ? (
          <Alert severity="success">{ACCOUNT_MESSAGES.forgotPasswordSent}</Alert>
        ) : (
          <FormStack noValidate onSubmit={submit}>
            <p>{MESSAGES.forgotIntro}</p>
            <CallErrors messages={failure} onClose={() => setFailure([])} />
            <TextField
              label={MESSAGES.email}
              type="email"
              autoComplete="email"
              value={values.email}
              error={errors.email}
              onChange={(event) => setValue('email', event.target.value)}
            />
            <Captcha
              resetKey={captchaRound}
              error={errors.captchaResponse}
              onChange={(payload) => setValue('captchaResponse', payload ?? '')}
            />
            <Actions>
              <Button type="submit" loading={busy}>
                {MESSAGES.forgotButton}
              </Button>
              <Link to={PATHS.login}>{MESSAGES.loginTitle}</Link>
            </Actions>
          </FormStack>
        )}
      </Card>
    </Page>
  );
}
