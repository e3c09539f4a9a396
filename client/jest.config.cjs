/** Client unit and component tests: jsdom, SWC transform, CSS modules as identity maps. */
module.exports = {
  testEnvironment: '<rootDir>/src/test/jsdom-fetch-environment.cjs',
  roots: ['<rootDir>/src', '<rootDir>/build'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  // These ship ES modules only, which jest's CommonJS runtime needs transformed.
  transformIgnorePatterns: [
    '/node_modules/(?!(@noble|client-zip|fast-png|iobuffer|react-intl|@formatjs|intl-messageformat)/)',
  ],
  moduleNameMapper: {
    // vite-plugin-pwa's virtual module exists only in a Vite build.
    '^virtual:pwa-register/react$': '<rootDir>/src/test/pwa-register-stub.ts',
    // The catalogues as written (a build parses them: build/catalogues.ts).
    '^virtual:catalogues$': '<rootDir>/src/test/catalogues-stub.ts',
    // The service worker's words, as the build writes them into it (build/worker-words.ts).
    '^virtual:worker-words$': '<rootDir>/src/test/worker-words-stub.ts',
    // Every render inside the source language's IntlProvider, as the app renders everything.
    '^@testing-library/react$': '<rootDir>/src/test/testing-library-with-intl.tsx',
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.(css)$': '<rootDir>/src/test/style-stub.cjs',
    '\\.(png|svg|jpg|jpeg|gif|webp)(\\?.*)?$': '<rootDir>/src/test/file-stub.cjs',
  },
};
