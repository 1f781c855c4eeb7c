module.exports = {
  ...require('../jest.base.cjs')({
    environment: 'jsdom-with-web-apis',
    setupFiles: ['<rootDir>/src/test/setup.ts'],
  }),
  // Screens render lazily and axe walks the whole tree: seconds on a shared 2-core machine.
  testTimeout: 15_000,
};
