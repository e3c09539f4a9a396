/** The longest the app waits for the page's first paint before it starts anyway. */
const FIRST_PAINT_WAIT_MS = 1000;

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/**
 * Resolves once the page has shown its first content (the browser's first contentful paint, which it reports once
 * the frame is on screen), or after `timeoutMs`. At once when that paint is already done, when the page is hidden
 * (a background tab paints nothing until it is shown) or when the browser does not report paints.
 */
export function afterFirstPaint(timeoutMs = FIRST_PAINT_WAIT_MS): Promise<void> {
  if (
    document.visibilityState === 'hidden' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0
  )
    return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) done();
    });
    const timer = setTimeout(done, timeoutMs);
    observer.observe({ type: 'paint', buffered: true });
  });
}
