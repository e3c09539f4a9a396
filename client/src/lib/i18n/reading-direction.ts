/**
 * Which way an element's text runs, for widgets whose Left and Right keys follow it: in right-to-left text the
 * WAI-ARIA keyboard patterns mirror them (Left goes to the next tab, opens a folder; Right goes back, closes one).
 * Read from the element, not the page: a part of a page can run the other way (the code boxes are always
 * left to right).
 */
export type ReadingDirection = 'ltr' | 'rtl';

export function readingDirection(element: Element | null | undefined): ReadingDirection {
  if (!element) return 'ltr';
  const computed = element.ownerDocument.defaultView?.getComputedStyle(element).direction;
  if (computed === 'rtl' || computed === 'ltr') return computed;
  // Without a layout engine (jsdom) the computed value is empty; the nearest dir attribute says what CSS would.
  return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The key as it would be pressed in left-to-right text, so a widget's keyboard model is written once: in
 * right-to-left text ArrowLeft moves forward and ArrowRight back. Up, Down, Home, End and the rest are unchanged.
 */
export function inlineKey(key: string, direction: ReadingDirection): string {
  if (direction === 'ltr') return key;
  if (key === 'ArrowLeft') return 'ArrowRight';
  if (key === 'ArrowRight') return 'ArrowLeft';
  return key;
}
