/** The module testing-library-with-intl.tsx wraps: @testing-library/react itself, under the path Jest does not map. */
declare module '@testing-library/react/dist/index.js' {
  export * from '@testing-library/react';
}
