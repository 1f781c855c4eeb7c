const base = require('../jest.base.cjs')({
  environment: 'jsdom-with-web-apis',
  setupFiles: ['<rootDir>/src/test/setup.ts'],
});

module.exports = {
  ...base,
  // marked ships ES modules only: SWC turns it into CommonJS like the sources.
  transformIgnorePatterns: ['/node_modules/(?!(mingo|marked)/)'],
  // Admin screens render tables, dialogs and axe walks: seconds on a shared 2-core machine.
  testTimeout: 15_000,
};
