import { PATHS } from '@acorduri/contracts';
import { CookieBanner as KitCookieBanner, useCookieConsent } from '@acorduri/ui-kit';
import { MESSAGES } from '../messages';

/** Shown at the bottom until the visitor accepts (spec §2); the answer lives in a one-year cookie. */
export function CookieBanner() {
  const { accepted, accept } = useCookieConsent();
  if (accepted) return null;
  return (
    <KitCookieBanner
      onAccept={accept}
      termsTo={PATHS.terms}
      message={MESSAGES.cookieMessage}
      acceptLabel={MESSAGES.cookieAccept}
      termsLabel={MESSAGES.cookieTerms}
    />
  );
}
