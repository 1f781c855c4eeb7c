import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

// Other remotes (mf-chords, mf-account) are not there in unit tests unless a test provides them.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.reject(new Error('no remotes in unit tests'))),
  registerRemotes: jest.fn(),
}));

// tools/mf-config defines it at build time.
(globalThis as { __MF_NAME__?: string }).__MF_NAME__ = 'mf_public';

beforeEach(() => {
  window.localStorage.clear();
});

// The first render of a lazily imported screen compiles it, which takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });
