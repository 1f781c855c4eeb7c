import styled from 'styled-components';
import { type LinkComponent, useLinkComponent } from '../../links/LinkComponent';
import { MESSAGES } from '../../messages';
import { focusRing } from '../../styles/mixins';
import { Button } from '../Button/Button';

export interface CookieBannerProps {
  /** Record the consent (e.g. `accept` from useCookieConsent, which writes a one-year cookie). */
  onAccept: () => void;
  /** The terms page, /termeni-si-conditii in the spec. */
  termsTo: string;
  linkComponent?: LinkComponent;
  message?: string;
  acceptLabel?: string;
  termsLabel?: string;
}

// Sticky rather than fixed: it spans only the column it is rendered in (beside a side drawer, never over it), rests
// after the footer at the end of the page instead of hiding it, and stays below an open drawer sheet or menu.
// Its link and button keep 24 px (the minimum touch target) from its top and bottom edges: a page control that
// peeks out from under either edge (a chord crossing the screen's bottom, a row at the notice's top) is then
// covered by the notice's plain surface, never half-covered by one of its controls and crowded by it (WCAG 2.5.8).
const Bar = styled.section`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.banner};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  padding: ${({ theme }) => theme.spacing.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  @media ${({ theme }) => theme.media.down('mobile')} {
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.sm}`};
  }
`;

const Text = styled.p`
  flex: 1 1 320px;
  max-width: 760px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  @media ${({ theme }) => theme.media.down('mobile')} {
    flex-basis: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1.35;
  }
`;

const TermsLink = styled.a`
  margin-left: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.primary};
  ${focusRing}
`;

/**
 * The bottom cookie notice shown until accepted ('De acord', with a link to the terms). Render it only while
 * consent is missing, e.g. `{!accepted && <CookieBanner onAccept={accept} termsTo="/termeni-si-conditii" />}`,
 * as the last child of the page's content column (it sticks to the bottom of the screen while that column scrolls).
 * On phones it is one compact row: small text beside the button.
 */
export function CookieBanner({
  onAccept,
  termsTo,
  linkComponent,
  message = MESSAGES.cookieMessage,
  acceptLabel = MESSAGES.cookieAccept,
  termsLabel = MESSAGES.cookieTerms,
}: CookieBannerProps) {
  const Link = useLinkComponent(linkComponent);
  return (
    <Bar aria-label={MESSAGES.cookieRegion} data-print="hide">
      <Text>
        {message}
        <TermsLink as={Link} to={termsTo}>
          {termsLabel}
        </TermsLink>
      </Text>
      <Button onClick={onAccept}>{acceptLabel}</Button>
    </Bar>
  );
}
