import { useCallback, useState } from 'react';

export const COOKIE_CONSENT_NAME = 'acorduri_cookie_consent';
/** The spec keeps consent for one year. */
export const COOKIE_CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

export function hasCookie(name: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((entry) => entry.trim().startsWith(`${encodeURIComponent(name)}=`));
}

export function writeConsentCookie(name: string = COOKIE_CONSENT_NAME): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a one-year first-party cookie is exactly what the spec asks for
  document.cookie = `${encodeURIComponent(name)}=1; max-age=${COOKIE_CONSENT_MAX_AGE_S}; path=/; SameSite=Lax`;
}

/** Whether the visitor accepted cookies (a one-year cookie), and the action that records it. */
export function useCookieConsent(name: string = COOKIE_CONSENT_NAME): {
  accepted: boolean;
  accept: () => void;
} {
  const [accepted, setAccepted] = useState(() => hasCookie(name));
  const accept = useCallback(() => {
    writeConsentCookie(name);
    setAccepted(true);
  }, [name]);
  return { accepted, accept };
}
