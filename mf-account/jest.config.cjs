module.exports = require('../jest.base.cjs')({
  environment: 'jsdom',
  setupFiles: ['<rootDir>/test/setup.ts'],
});
