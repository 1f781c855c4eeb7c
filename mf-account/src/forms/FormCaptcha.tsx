import Captcha from '../captcha/Captcha';

/** The part of a `useForm` result whose schema has a `captchaResponse` field. */
export interface CaptchaForm {
  readonly errors: { readonly captchaResponse?: string };
  setValue(field: 'captchaResponse', value: string): void;
}

/**
 * The captcha of a form, bound to its `captchaResponse` field. `round` (the failed calls so far) asks for a fresh
 * solution after each failure, as the server spends a solution per call.
 */
export function FormCaptcha({ form, round }: { readonly form: CaptchaForm; readonly round: number }) {
  return (
    <Captcha
      resetKey={round}
      error={form.errors.captchaResponse}
      onChange={(payload) => form.setValue('captchaResponse', payload ?? '')}
    />
  );
}
