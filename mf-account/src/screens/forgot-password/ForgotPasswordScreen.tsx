import { ACCOUNT_MESSAGES, forgotPasswordSchema, PATHS } from '@acorduri/contracts';
import { Link } from 'react-router';
import { CallErrors } from '../../components/CallErrors';
import { FormCardPage } from '../../components/FormCardPage';
import { FormStack } from '../../components/Page';
import { forgotPassword } from '../../data/accountCalls';
import { FormActions } from '../../forms/FormActions';
import { FormCaptcha } from '../../forms/FormCaptcha';
import { FormTextField } from '../../forms/FormTextField';
import { useForm } from '../../forms/useForm';
import { useFormSubmit } from '../../forms/useFormSubmit';
import { MESSAGES } from '../../messages';

const INITIAL = { email: '', captchaResponse: '' };

/** /forgot-password: email and captcha, then the spec's "email sent, check the spam folder" message. */
export default function ForgotPasswordScreen() {
  const form = useForm({ schema: forgotPasswordSchema, initial: INITIAL });
  const { submit, busy, done, failure, clearFailure, failedAttempts } = useFormSubmit(form.check, (valid) =>
    forgotPassword(valid.email, valid.captchaResponse),
  );

  return (
    <FormCardPage
      titleId="forgot-title"
      title={MESSAGES.forgotTitle}
      done={done}
      doneMessage={ACCOUNT_MESSAGES.forgotPasswordSent}
    >
      <FormStack noValidate onSubmit={submit}>
        <p>{MESSAGES.forgotIntro}</p>
        <CallErrors messages={failure} onClose={clearFailure} />
        <FormTextField form={form} field="email" label={MESSAGES.email} type="email" autoComplete="email" />
        <FormCaptcha form={form} round={failedAttempts} />
        <FormActions submitLabel={MESSAGES.forgotButton} busy={busy}>
          <Link to={PATHS.login}>{MESSAGES.loginTitle}</Link>
        </FormActions>
      </FormStack>
    </FormCardPage>
  );
}
