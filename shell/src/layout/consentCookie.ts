export const CONSENT_COOKIE = 'acorduri_cookie_consent';
/** Spec §4: cookie consent is saved as a one-year cookie. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 3600;

export function hasConsented(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${CONSENT_COOKIE}=1`);
}

export function saveConsent(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${CONSENT_COOKIE}=1; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
