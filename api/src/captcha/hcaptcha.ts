import type { CaptchaConfig } from '../config/config';

/** hCaptcha's siteverify: the token is valid when the answer says `success: true`. */
export async function verifyHcaptcha(config: CaptchaConfig, token: string, remoteIp: string | undefined) {
  if (!config.hcaptchaSecret) return false;
  const form = new URLSearchParams({ secret: config.hcaptchaSecret, response: token });
  if (config.hcaptchaSitekey) form.set('sitekey', config.hcaptchaSitekey);
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const response = await fetch(config.hcaptchaVerifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true;
  } catch {
    return false;
  }
}
