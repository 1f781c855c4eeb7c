module.exports = {
  ...require('../jest.base.cjs')({ environment: 'jsdom', setupFiles: ['<rootDir>/src/test/setup.ts'] }),
  // jsdom plus the Fetch API, TextEncoder and WebCrypto from Node.
  testEnvironment: '<rootDir>/test/jsdomEnvironment.cjs',
};
