/**
 * Api tests: ESM (Nest 12 is ESM-only) compiled by SWC with legacy decorators and their metadata,
 * which Nest's dependency injection and TypeORM's entities read at run time.
 */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  // A guard against hangs, not a speed requirement: the machine may be busy with other builds.
  testTimeout: 30_000,
  // Each test file imports the app afresh under the ESM loader, and a worker's heap grows file after file: past
  // 2 GB, one collection pauses it for over a second, long enough for a Redis command to time out. A worker that
  // ends a file above this is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // @nestjs/throttler is CommonJS requiring ESM-only Nest: see jest/cjs-to-esm.cjs.
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/throttler/)'],
  transform: {
    '/node_modules/@nestjs/throttler/dist/.+\\.js$': '<rootDir>/jest/cjs-to-esm.cjs',
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          // JSON modules need their `with { type: 'json' }` at run time too.
          experimental: { keepImportAttributes: true },
        },
        module: { type: 'es6' },
      },
    ],
  },
};
