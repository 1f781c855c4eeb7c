import { PATHS } from '@acorduri/contracts';
import { Button } from '@acorduri/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { MESSAGES } from '../messages';
import { hasConsented, saveConsent } from './consentCookie';

const Banner = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.banner};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  p {
    margin: 0;
  }
`;

/** Shown at the bottom until the visitor accepts (spec §2); the answer lives in a one-year cookie. */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => !hasConsented());
  if (!visible) return null;
  return (
    <Banner aria-label={MESSAGES.cookieRegion} data-print="hide">
      <p>
        {MESSAGES.cookieMessage} <Link to={PATHS.terms}>{MESSAGES.cookieTerms}</Link>.
      </p>
      <Button
        onClick={() => {
          saveConsent();
          setVisible(false);
        }}
      >
        {MESSAGES.cookieAccept}
      </Button>
    </Banner>
  );
}
