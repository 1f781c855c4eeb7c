// Response and react-router's TextEncoder come from Node; plain jsdom has neither.
module.exports = require('../../jest.base.cjs')({
  environment: 'jsdom-with-web-apis',
  setupFiles: ['<rootDir>/src/test/setup.ts'],
});
