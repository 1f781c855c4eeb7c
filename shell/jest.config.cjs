module.exports = {
  ...require('../jest.base.cjs')({ environment: 'jsdom', setupFiles: ['<rootDir>/src/test/setup.ts'] }),
  // jsdom plus the Fetch API, TextEncoder and WebCrypto from Node.
  testEnvironment: '<rootDir>/test/jsdomEnvironment.cjs',
  // Screens render lazily and axe walks the whole tree: seconds on a shared 2-core machine.
  testTimeout: 15_000,
};
