// jsdom with the fetch API's classes from Node, for a test of a data router in a browser: its navigations and revalidations build a
// Request with an AbortController's signal, which jsdom has neither of. Opt in per file: `@jest-environment
// @valley/shared/build/jest-environment-router.cjs`.
const { TestEnvironment } = require('jest-environment-jsdom');

class RouterTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // Node's own: a Request accepts only its own AbortSignal.
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}

module.exports = RouterTestEnvironment;
