const base = require('../../jest.base.cjs')({ environment: 'node' });

// roots keeps jest out of .mongoose-suite/ (mongoose's own mocha tests, run by npm run test:mongoose-suite).
module.exports = { ...base, roots: ['<rootDir>/test'], testTimeout: 30000 };
