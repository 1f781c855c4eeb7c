import { PATHS } from '@acorduri/contracts';
import { AppBar, Drawer, LinkProvider, NavList, useDrawerState } from '@acorduri/ui-kit';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled, { createGlobalStyle } from 'styled-components';
import { AlertArea } from '../alerts/AlertArea';
import { LoginRequest } from '../alerts/LoginRequest';
import { MESSAGES } from '../messages';
import { RouteDefaultMeta } from '../meta/RouteDefaultMeta';
import { routeForPath } from '../routing/areaForPath';
import { SessionWatcher } from '../session/SessionWatcher';
import { useSession } from '../session/useSession';
import { CookieBanner } from './CookieBanner';
import { currentEntryId, navEntriesFor } from './navigation';
import { OfflineNotice } from './OfflineNotice';
import { RouterLink } from './RouterLink';
import { SessionActions } from './SessionActions';
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
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

/**
 * At least a screen tall below the top bar, so the footer starts below the fold: a screen filling in its data
 * (a tab's text, a list) then grows over empty space instead of pushing a visible footer down (a layout shift).
 * Reading is comfortable at 1200 px; the admin's tables use the whole screen (their columns need it). (Comments
 * here, not in the CSS: a CSS comment is sent to every reader as part of the template string.)
 */
const Main = styled.main<{ $wide: boolean }>`
  flex: 1;
  min-height: calc(100vh - 60px);
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? 'none' : '1200px')};
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

export const DRAWER_ID = 'navigare';

/** The frame around every area: top bar, drawer, alerts, main region, footer, cookie banner, login dialog. */
export function Layout({ children }: { readonly children: ReactNode }) {
  // Open by default at 1280 px and wider, closed below (and after a choice there); toggled from the top bar.
  const drawer = useDrawerState();
  const { user } = useSession();
  const { pathname } = useLocation();
  const entries = navEntriesFor(user !== null);
  usePrintMode();

  return (
    <LinkProvider component={RouterLink}>
      <PrintModeStyles />
      <RouteDefaultMeta />
      <SessionWatcher />
      <SkipLink href="#continut" data-print="hide">
        {MESSAGES.skipToContent}
      </SkipLink>
      <AppBar
        brand={MESSAGES.brand}
        brandTo={PATHS.home}
        onMenuClick={drawer.toggle}
        menuOpen={drawer.open}
        menuControls={DRAWER_ID}
        actions={<SessionActions />}
      />
      <Body>
        <Drawer
          id={DRAWER_ID}
          open={drawer.open}
          onClose={() => drawer.setOpen(false)}
          label={MESSAGES.mainNavigation}
        >
          <NavList
            entries={entries}
            currentId={currentEntryId(entries, pathname)}
            onNavigate={drawer.closeIfMobile}
          />
        </Drawer>
        <Column>
          <Main id="continut" tabIndex={-1} $wide={routeForPath(pathname)?.area === 'mf_admin'}>
            <AlertArea />
            <OfflineNotice />
            {children}
          </Main>
          <Footer data-print="hide">{MESSAGES.footer}</Footer>
          <CookieBanner />
        </Column>
      </Body>
      <LoginRequest />
    </LinkProvider>
  );
}
