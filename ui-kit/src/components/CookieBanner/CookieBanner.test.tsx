import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { useCookieConsent } from '../../hooks/useCookieConsent';
import { zIndex } from '../../theme/tokens';
import { CookieBanner } from './CookieBanner';

function ConsentArea() {
  const { accepted, accept } = useCookieConsent('test_consent');
  return accepted ? <p>acceptat</p> : <CookieBanner onAccept={accept} termsTo="/termeni-si-conditii" />;
}

describe('CookieBanner', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: resetting jsdom's cookie jar between tests
    document.cookie = 'test_consent=; max-age=0; path=/';
  });

  it("links to the terms and disappears once 'De acord' is pressed", async () => {
    const { user, container } = renderWithTheme(<ConsentArea />);
    const banner = screen.getByRole('region', { name: 'Consimțământ cookie-uri' });
    expect(banner).toHaveAttribute('data-print', 'hide');
    expect(screen.getByRole('link', { name: 'Termeni și condiții' })).toHaveAttribute(
      'href',
      '/termeni-si-conditii',
    );
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'De acord' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('acceptat')).toBeInTheDocument();
    expect(document.cookie).toContain('test_consent=1');
  });

  it('stacks below the drawer sheet, menus and dialogs, above the page', () => {
    expect(zIndex.banner).toBeGreaterThan(zIndex.raised);
    for (const overlay of [zIndex.drawer, zIndex.menu, zIndex.dialog])
      expect(zIndex.banner).toBeLessThan(overlay);
  });
});
