import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { MESSAGES } from '../messages';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 1rem;
    top: 1rem;
    z-index: 1000;
  }
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: 1rem;
  padding: 0.75rem 1.5rem;
  border-bottom: 1px solid rgba(127, 127, 127, 0.25);
`;

const Brand = styled(Link)`
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
  color: inherit;
`;

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 1.5rem;
  min-height: 60vh;
`;

const Footer = styled.footer`
  padding: 1.5rem;
  text-align: center;
  font-size: 0.875rem;
  opacity: 0.8;
`;

/** The frame around every area: top bar, main region, footer. Hidden parts carry data-print="hide". */
export function Layout({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <SkipLink href="#continut">{MESSAGES.skipToContent}</SkipLink>
      <TopBar data-print="hide">
        <Brand to="/">{MESSAGES.brand}</Brand>
      </TopBar>
      <Main id="continut" tabIndex={-1}>
        {children}
      </Main>
      <Footer data-print="hide">{MESSAGES.footer}</Footer>
    </>
  );
}
