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

afterEach(() => {
  jest.restoreAllMocks();
});
