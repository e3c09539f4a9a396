/**
 * Browser tests: Playwright (playwright-core) driving Debian's Chromium against the production build served by
 * the API, started once for the whole run by support/global-setup.ts. One worker: two cores, one browser at a time.
 */
module.exports = {
  rootDir: __dirname,
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 120_000,
  verbose: true,
};
