// Response and react-router's TextEncoder come from Node; plain jsdom has neither.
module.exports = {
  ...require('../../jest.base.cjs')({
    environment: 'jsdom-with-web-apis',
    setupFiles: ['<rootDir>/src/test/setup.ts'],
  }),
  // Rendering a combobox of 1,700 names takes seconds on a busy CI machine; the tests assert no timing.
  testTimeout: 15_000,
};
