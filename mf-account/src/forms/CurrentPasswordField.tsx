import { MESSAGES } from '../messages';
import { FormTextField, type TextFieldsForm } from './FormTextField';

export interface CurrentPasswordFieldProps {
  readonly form: TextFieldsForm<'password'>;
  readonly label?: string;
}

/** The account's current password (field `password`), marked so that password managers fill it in. */
export function CurrentPasswordField({ form, label = MESSAGES.currentPassword }: CurrentPasswordFieldProps) {
  return (
    <FormTextField
      form={form}
      field="password"
      label={label}
      type="password"
      autoComplete="current-password"
    />
  );
}
