import type { MatcherFunction } from '@testing-library/react';

/**
 * getByText's matcher for text that spans elements, as where a size (`<bdi>`) or code (`<span dir="ltr">`) is
 * isolated for right-to-left pages: the innermost element whose whole text is `text` (or matches it).
 */
export function spanningText(text: string | RegExp): MatcherFunction {
  const matches = (content: string | null | undefined) =>
    typeof text === 'string' ? content === text : text.test(content ?? '');
  return (_, element) =>
    element !== null &&
    matches(element.textContent) &&
    !Array.from(element.children).some((child) => matches(child.textContent));
}
