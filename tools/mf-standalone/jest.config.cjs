// react-router needs TextEncoder, which plain jsdom lacks.
module.exports = require('../../jest.base.cjs')({ environment: 'jsdom-with-web-apis' });
