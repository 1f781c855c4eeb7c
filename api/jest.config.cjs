module.exports = { ...require('../jest.base.cjs')(), testTimeout: 30000 };
