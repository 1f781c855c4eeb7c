import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

// Form tests type whole fields; the machine is shared, so allow more than the default 5 s.
jest.setTimeout(20_000);

// jsdom lacks the encoders and WebCrypto's subtle API that the tab body cipher and the captcha use.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.crypto?.subtle)
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

// Other remotes (mf-chords' ChordPro reader) are not there in unit tests unless a test provides them;
// tools/mf-config defines the container name at build time.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.reject(new Error('no remotes in unit tests'))),
  registerRemotes: jest.fn(),
}));
(globalThis as { __MF_NAME__?: string }).__MF_NAME__ = 'mf_account';

afterEach(() => {
  jest.restoreAllMocks();
});
