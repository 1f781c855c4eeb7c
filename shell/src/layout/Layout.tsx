import { breakpoints, LinkProvider, useMediaQuery } from '@acorduri/ui-kit';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { AlertArea } from '../alerts/AlertArea';
import { LoginDialog } from '../alerts/LoginDialog';
import { MESSAGES } from '../messages';
import { useRouteMeta } from '../meta/useRouteMeta';
import { SessionWatcher } from '../session/SessionWatcher';
import { useSession } from '../session/useSession';
import { CookieBanner } from './CookieBanner';
import { NavDrawer } from './NavDrawer';
import { RouterLink } from './RouterLink';
import { TopBar } from './TopBar';
import { PRINT_MODE_ATTRIBUTE, usePrintMode } from './usePrintMode';

const PrintModeStyles = createGlobalStyle`
  html[${PRINT_MODE_ATTRIBUTE}] [data-print='hide'] { display: none !important; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 1rem;
    top: 1rem;
    z-index: 2000;
  }
`;

const Body = styled.div`
  display: flex;
  align-items: stretch;
  min-height: calc(100vh - 56px);
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.lg};
  &:focus {
    outline: none;
  }
`;

const Footer = styled.footer`
  padding: ${({ theme }) => theme.spacing.lg};
  text-align: center;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const WIDE_SCREEN_QUERY = `(min-width: ${breakpoints.drawer}px)`;

/** The frame around every area: top bar, drawer, alerts, main region, footer, cookie banner, login dialog. */
export function Layout({ children }: { readonly children: ReactNode }) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(wide);
  const { user } = useSession();
  usePrintMode();
  useRouteMeta();

  // Crossing the 1280 px breakpoint brings back that width's default: open when wide, closed on mobile.
  useEffect(() => setDrawerOpen(wide), [wide]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <LinkProvider component={RouterLink}>
      <PrintModeStyles />
      <SessionWatcher />
      <SkipLink href="#continut" data-print="hide">
        {MESSAGES.skipToContent}
      </SkipLink>
      <TopBar drawerOpen={drawerOpen} onToggleDrawer={() => setDrawerOpen((open) => !open)} />
      <Body>
        {drawerOpen && <NavDrawer signedIn={user !== null} overlay={!wide} onClose={closeDrawer} />}
        <Column>
          <Main id="continut" tabIndex={-1}>
            <AlertArea />
            {children}
          </Main>
          <Footer data-print="hide">{MESSAGES.footer}</Footer>
        </Column>
      </Body>
      <CookieBanner />
      <LoginDialog />
    </LinkProvider>
  );
}
