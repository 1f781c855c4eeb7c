module.exports = require('../jest.base.cjs')({ environment: 'jsdom' });
