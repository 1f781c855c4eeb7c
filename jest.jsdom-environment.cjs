// jsdom lacks the Fetch API, TextEncoder and WebCrypto's subtle; the code under test uses Node's real ones.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithWebApis extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { global } = this;
    for (const name of [
      'fetch',
      'Response',
      'Request',
      'Headers',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
    ]) {
      global[name] = globalThis[name];
    }
    Object.defineProperty(global, 'crypto', { value: globalThis.crypto, configurable: true });
  }
}

module.exports = JsdomWithWebApis;
