module.exports = {
  ...require('../jest.base.cjs')({
    environment: 'jsdom-with-web-apis',
    setupFiles: ['<rootDir>/src/test/setup.ts'],
  }),
  // Admin screens render tables, dialogs and axe walks: seconds on a shared 2-core machine.
  testTimeout: 15_000,
};
