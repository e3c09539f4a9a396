/**
 * Browser tests that need the scale-out deployment (two API instances on one PostgreSQL, Redis and bucket), which
 * `npm run test:scale-out -w tests` starts around this run. Each test starts its own instances.
 */
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/e2e/**/*.scale.ts'],
  globalSetup: undefined,
  globalTeardown: undefined,
};
