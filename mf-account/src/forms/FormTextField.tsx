import type { FieldErrors } from '@acorduri/list-toolkit';
import { TextField, type TextFieldProps } from '@acorduri/ui-kit';

/** The part of a `useForm` result that a text field reads and writes. */
export interface TextFieldsForm<F extends string> {
  readonly values: { readonly [K in F]: string };
  readonly errors: FieldErrors<F>;
  setValue(field: F, value: string): void;
  /** Called when the field is entered: the form may start loading its schema. */
  prepare?(): void;
}

export interface FormTextFieldProps<F extends string>
  extends Omit<TextFieldProps, 'value' | 'onChange' | 'form'> {
  readonly form: TextFieldsForm<NoInfer<F>>;
  readonly field: F;
}

/** A TextField bound to one field of a form: its value, its validation message (unless `error` is given), its changes. */
export function FormTextField<F extends string>({
  form,
  field,
  error,
  onFocus,
  ...rest
}: FormTextFieldProps<F>) {
  return (
    <TextField
      {...rest}
      onFocus={(event) => {
        form.prepare?.();
        onFocus?.(event);
      }}
      value={form.values[field]}
      error={error ?? form.errors[field]}
      onChange={(event) => form.setValue(field, event.target.value)}
    />
  );
}
