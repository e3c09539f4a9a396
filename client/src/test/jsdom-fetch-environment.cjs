/**
 * jsdom without the Fetch API breaks react-router's data router (it builds a `Request` per navigation) and
 * leaves tests without `Response`. This environment lends jsdom Node's own Fetch classes. AbortController
 * comes along because Node's `Request` only accepts its own AbortSignal.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  /**
   * @param {ConstructorParameters<typeof TestEnvironment>[0]} config
   * @param {ConstructorParameters<typeof TestEnvironment>[1]} context
   */
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
