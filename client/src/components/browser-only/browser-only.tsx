import type { ReactNode } from 'react';

/**
 * True while the build prerenders pages in Node (build/prerender.ts), where there is no document, window or
 * service worker.
 */
const PRERENDERING = typeof document === 'undefined';

/**
 * Parts of the page that only exist in a browser (the update prompt, the offline banner, the code exchange's
 * host): left out of the prerendered HTML, drawn once the app starts. None of them takes space until it has
 * something to say, so leaving them out moves nothing.
 */
export function BrowserOnly({ children }: { children: ReactNode }) {
  return PRERENDERING ? null : children;
}
