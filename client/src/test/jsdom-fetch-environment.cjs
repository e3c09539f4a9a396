/**
 * jsdom without the Fetch API breaks react-router's data router (it builds a `Request` per navigation) and
 * leaves tests without `Response`. This environment lends jsdom Node's own Fetch classes. AbortController
 * comes along because Node's `Request` only accepts its own AbortSignal.
 */
/**
 * The part of jest-environment-jsdom used here, written out because the lint's default project (which lints
 * files no tsconfig includes) resolves packages the classic way and so cannot see the package's own types.
 * @type {{ TestEnvironment: new (config: unknown, context: unknown) => { global: Record<string, unknown> } }}
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- typed by the JSDoc above, which says why
const jsdomEnvironment = require('jest-environment-jsdom');
const { TestEnvironment } = jsdomEnvironment;

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
