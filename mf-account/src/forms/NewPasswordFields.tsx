import { MESSAGES } from '../messages';
import { FormTextField, type TextFieldsForm } from './FormTextField';

export interface NewPasswordFieldsProps<F extends string> {
  readonly form: TextFieldsForm<NoInfer<F>>;
  /** The form's fields for the new password and for its confirmation. */
  readonly fields: readonly [F, F];
  readonly labels?: readonly [string, string];
}

/** A new password and its confirmation, both marked 'new-password' so password managers offer to save them. */
export function NewPasswordFields<F extends string>({
  form,
  fields: [password, confirmation],
  labels: [passwordLabel, confirmationLabel] = [MESSAGES.newPassword, MESSAGES.newPasswordConfirmation],
}: NewPasswordFieldsProps<F>) {
  return (
    <>
      <FormTextField
        form={form}
        field={password}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        form={form}
        field={confirmation}
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
