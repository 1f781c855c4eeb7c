import { PATHS, registerSchema } from '@acorduri/contracts';
import { Checkbox } from '@acorduri/ui-kit';
import { Link } from 'react-router';
import { CallErrors } from '../../components/CallErrors';
import { FormCardPage } from '../../components/FormCardPage';
import { FormStack } from '../../components/Page';
import { register } from '../../data/accountCalls';
import { useNameAvailability } from '../../data/useNameAvailability';
import { FormActions } from '../../forms/FormActions';
import { FormCaptcha } from '../../forms/FormCaptcha';
import { FormTextField } from '../../forms/FormTextField';
import { NewPasswordFields } from '../../forms/NewPasswordFields';
import { useForm } from '../../forms/useForm';
import { useFormSubmit } from '../../forms/useFormSubmit';
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
  const availability = useNameAvailability(form.values.name);
  const { submit, busy, done, failure, clearFailure, failedAttempts } = useFormSubmit(form.check, register);

  const nameError =
    form.errors.name ?? (availability === 'unavailable' ? MESSAGES.nameUnavailable : undefined);

  return (
    <FormCardPage
      titleId="register-title"
      title={MESSAGES.registerTitle}
      done={done}
      doneMessage={MESSAGES.registerSuccess}
    >
      <FormStack noValidate onSubmit={submit}>
        <CallErrors messages={failure} onClose={clearFailure} />
        <FormTextField
          form={form}
          field="name"
          label={MESSAGES.name}
          autoComplete="username"
          error={nameError}
          endAdornment={<NameAvailabilityIndicator status={availability} />}
        />
        <FormTextField form={form} field="email" label={MESSAGES.email} type="email" autoComplete="email" />
        <NewPasswordFields
          form={form}
          fields={['password', 'confirmPassword']}
          labels={[MESSAGES.password, MESSAGES.confirmPassword]}
        />
        <Checkbox
          checked={form.values.isEulaAccepted}
          error={form.errors.isEulaAccepted}
          onChange={(checked) => form.setValue('isEulaAccepted', checked)}
          label={
            <span>
              {MESSAGES.acceptTermsBefore}
              <Link to={PATHS.terms}>{MESSAGES.termsLink}</Link>
            </span>
          }
        />
        <FormCaptcha form={form} round={failedAttempts} />
        <FormActions submitLabel={MESSAGES.registerButton} busy={busy}>
          <Link to={PATHS.login}>{MESSAGES.loginTitle}</Link>
        </FormActions>
      </FormStack>
    </FormCardPage>
  );
}
