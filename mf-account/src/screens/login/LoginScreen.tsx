import { PATHS } from '@acorduri/contracts';
import { Card } from '@acorduri/ui-kit';
import { Link, useNavigate } from 'react-router';
import { CallErrors } from '../../components/CallErrors';
import { Actions, FormStack, Page, PageTitle } from '../../components/Page';
import { SignOutButton } from '../../components/SignOutButton';
import { useSession, useSessionActions } from '../../data/session';
import { CurrentPasswordField } from '../../forms/CurrentPasswordField';
import { FormActions } from '../../forms/FormActions';
import { FormCaptcha } from '../../forms/FormCaptcha';
import { FormTextField } from '../../forms/FormTextField';
import { useForm } from '../../forms/useForm';
import { useFormSubmit } from '../../forms/useFormSubmit';
import { MESSAGES } from '../../messages';
import { loginFailureMessages } from './loginFailure';

const INITIAL = { email: '', password: '', captchaResponse: '' };
/** Joi comes when a field is entered or the form sent, not with the page (the JavaScript budget of /login). */
const loadSignInSchema = () => import('@acorduri/contracts').then(({ signInSchema }) => signInSchema);

/** /login: email, password and captcha, validated on submit; on success the user is stored and sent home. */
export default function LoginScreen() {
  const { data: user } = useSession();
  const { signIn } = useSessionActions();
  const navigate = useNavigate();
  const form = useForm({ schema: loadSignInSchema, initial: INITIAL });
  const { submit, busy, failure, clearFailure, failedAttempts } = useFormSubmit(
    form.check,
    async (valid) => {
      await signIn(valid);
      navigate(PATHS.home);
    },
    loginFailureMessages,
  );

  return (
    <Page $width="narrow" aria-labelledby="login-title">
      <PageTitle id="login-title">{MESSAGES.loginTitle}</PageTitle>
      <Card as="div">
        <FormStack noValidate onSubmit={submit}>
          <CallErrors messages={failure} onClose={clearFailure} />
          <FormTextField form={form} field="email" label={MESSAGES.email} type="email" autoComplete="email" />
          <CurrentPasswordField form={form} label={MESSAGES.password} />
          <FormCaptcha form={form} round={failedAttempts} />
          <FormActions submitLabel={MESSAGES.loginButton} busy={busy}>
            <Link to={PATHS.forgotPassword}>{MESSAGES.forgotPasswordLink}</Link>
            <Link to={PATHS.register}>{MESSAGES.newAccountLink}</Link>
          </FormActions>
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
