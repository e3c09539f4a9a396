/**
 * @testing-library/react as the tests import it (jest.config.cjs maps it here): the same, with every render and
 * renderHook in the source language, inside the LanguageProvider the app renders everything in.
 */
import type { ReactNode } from 'react';
import { LanguageProvider, SOURCE_LANGUAGE } from '../features/languages';
import * as testingLibrary from '@testing-library/react/dist/index.js';

export * from '@testing-library/react/dist/index.js';

function SourceLanguage({ children }: { children?: ReactNode }) {
  return (
    <LanguageProvider initial={{ tag: SOURCE_LANGUAGE, messages: {}, pages: new Map() }}>{children}</LanguageProvider>
  );
}

/** `wrapper` inside the source language, when the test gives one. */
function withLanguage(Wrapper?: React.JSXElementConstructor<{ children: ReactNode }>) {
  if (!Wrapper) return SourceLanguage;
  return function Wrapped({ children }: { children?: ReactNode }) {
    return (
      <SourceLanguage>
        <Wrapper>{children}</Wrapper>
      </SourceLanguage>
    );
  };
}

export const render: typeof testingLibrary.render = ((ui: React.ReactNode, options?: testingLibrary.RenderOptions) =>
  testingLibrary.render(ui, { ...options, wrapper: withLanguage(options?.wrapper) })) as typeof testingLibrary.render;

export const renderHook: typeof testingLibrary.renderHook = ((callback: never, options?: { wrapper?: never }) =>
  testingLibrary.renderHook(callback, {
    ...(options ?? {}),
    wrapper: withLanguage(options?.wrapper),
  })) as typeof testingLibrary.renderHook;
