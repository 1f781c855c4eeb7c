// Shared jest settings: TypeScript/TSX through SWC, workspace packages resolved to their sources.
const path = require('node:path');

const root = __dirname;

const environments = {
  node: 'node',
  jsdom: 'jsdom',
  // jsdom plus Node's Fetch API, TextEncoder and WebCrypto, for code that calls them.
  'jsdom-with-web-apis': path.join(root, 'jest.jsdom-environment.cjs'),
};

/** @param {{ environment?: keyof typeof environments, setupFiles?: string[] }} [options] */
module.exports = function jestConfig(options = {}) {
  return {
    testEnvironment: environments[options.environment ?? 'node'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(mingo)/)'],
    moduleNameMapper: {
      '^@acorduri/contracts$': path.join(root, 'contracts/src/index.ts'),
      '^@acorduri/contracts/(.*)$': path.join(root, 'contracts/src/$1'),
      '^@acorduri/ui-kit$': path.join(root, 'ui-kit/src/index.ts'),
      '^@acorduri/list-toolkit$': path.join(root, 'tools/list-toolkit/src/index.ts'),
      '^@acorduri/embedded-mongo$': path.join(root, 'tools/embedded-mongo/src/index.ts'),
      '^@acorduri/release$': path.join(root, 'tools/release/src/index.ts'),
      '^@acorduri/demo-data$': path.join(root, 'tools/demo-data/src/index.ts'),
    },
    testMatch: ['**/?(*.)+(test).[jt]s?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    setupFilesAfterEnv: options.setupFiles ?? [],
  };
};
