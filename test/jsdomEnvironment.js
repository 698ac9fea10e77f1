/**
 * jsdom plus Node's fetch classes: react-router's data routers build a Request (with an AbortSignal of
 * the same realm) for every navigation, and jsdom has neither.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const nodeGlobals = ['Request', 'Response', 'Headers', 'fetch', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of nodeGlobals) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
