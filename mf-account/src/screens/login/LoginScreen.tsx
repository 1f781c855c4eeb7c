import { PATHS, signInSchema } from '@acorduri/contracts';
import { Button, Card, TextField } from '@acorduri/ui-kit';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import Captcha from '../../captcha/Captcha';
import { CallErrors } from '../../components/CallErrors';
import { Actions, FormStack, Page, PageTitle } from '../../components/Page';
import { SignOutButton } from '../../components/SignOutButton';
import { useSession, useSessionActions } from '../../data/session';
import { useForm } from '../../forms/useForm';
import { MESSAGES } from '../../messages';
import { loginFailureMessages } from './loginFailure';

const INITIAL = { email: '', password: '', captchaResponse: '' };

/** /login: email, password and captcha, validated on submit; on success the user is stored and sent home. */
export default function LoginScreen() {
  const { data: user } = useSession();
  const { signIn } = useSessionActions();
  const navigate = useNavigate();
  const form = useForm({ schema: signInSchema, initial: INITIAL });
  const { values, errors, setValue } = form;
  const [failure, setFailure] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = form.check();
    if (!valid) return;
    setBusy(true);
    setFailure([]);
    try {
      await signIn(valid);
      navigate(PATHS.home);
    } catch (error) {
      setFailure(loginFailureMessages(error));
      setCaptchaRound((round) => round + 1);
      setBusy(false);
    }
  };

  return (
    <Page $width="narrow" aria-labelledby="login-title">
      <PageTitle id="login-title">{MESSAGES.loginTitle}</PageTitle>
      <Card as="div">
        <FormStack noValidate onSubmit={submit}>
          <CallErrors messages={failure} onClose={() => setFailure([])} />
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
            autoComplete="current-password"
            value={values.password}
            error={errors.password}
            onChange={(event) => setValue('password', event.target.value)}
          />
          <Captcha
            resetKey={captchaRound}
            error={errors.captchaResponse}
            onChange={(payload) => setValue('captchaResponse', payload ?? '')}
          />
          <Actions>
            <Button type="submit" loading={busy}>
              {MESSAGES.loginButton}
            </Button>
            <Link to={PATHS.forgotPassword}>{MESSAGES.forgotPasswordLink}</Link>
            <Link to={PATHS.register}>{MESSAGES.newAccountLink}</Link>
          </Actions>
        </FormStack>
      </Card>
      {user ? (
        <Card as="div" title={MESSAGES.alreadySignedIn(user.username)}>
          <Actions>
            <SignOutButton to={PATHS.login} />
          </Actions>
        </Card>
      ) : null}
    </Page>
  );
}
