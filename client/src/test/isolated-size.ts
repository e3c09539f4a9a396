/**
 * A size shown in running text is isolated (`<bdi>`) without a forced direction: "1.5 KB" still reads left to
 * right by its first strong character, while a size in the language's words ("26 بايت") reads right to left,
 * which `dir="ltr"` would turn around ("بايت 26").
 */
export function expectIsolatedSize(element: HTMLElement): void {
  expect(element.tagName).toBe('BDI');
  expect(element).not.toHaveAttribute('dir');
}
