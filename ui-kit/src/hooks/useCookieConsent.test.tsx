import { act, renderHook } from '@testing-library/react';
import { COOKIE_CONSENT_MAX_AGE_S, useCookieConsent } from './useCookieConsent';

function clearCookie(name: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting jsdom's cookie jar between tests
  document.cookie = `${name}=; max-age=0; path=/`;
}

describe('useCookieConsent', () => {
  afterEach(() => clearCookie('consimtamant'));

  it('is not accepted until accept() writes a one-year cookie', () => {
    const setter = jest.spyOn(document, 'cookie', 'set');
    const { result } = renderHook(() => useCookieConsent('consimtamant'));
    expect(result.current.accepted).toBe(false);
    act(() => result.current.accept());
    expect(result.current.accepted).toBe(true);
    expect(setter).toHaveBeenCalledWith(expect.stringContaining(`max-age=${COOKIE_CONSENT_MAX_AGE_S}`));
    expect(COOKIE_CONSENT_MAX_AGE_S).toBe(31_536_000);
    setter.mockRestore();
    expect(document.cookie).toContain('consimtamant=1');
  });

  it('reads an earlier consent', () => {
    const first = renderHook(() => useCookieConsent('consimtamant'));
    act(() => first.result.current.accept());
    first.unmount();
    expect(renderHook(() => useCookieConsent('consimtamant')).result.current.accepted).toBe(true);
  });
});
