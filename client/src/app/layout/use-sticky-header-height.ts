import { useCallback, useRef } from 'react';

/** The custom property global.css turns into the page's scroll padding. */
const HEADER_HEIGHT_PROPERTY = '--sticky-header-height';

/**
 * Keeps `--sticky-header-height` on the root element equal to the sticky header's height, whatever makes it
 * grow (a longer bar, a larger text size): global.css pads the page's scrolling by it, so whatever the browser
 * scrolls to (the first invalid field of a form, a focused control, a #fragment) lands below the header
 * rather than under it. A callback ref for the header element.
 */
export function useStickyHeaderHeight(): (header: HTMLElement | null) => void {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((header: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${header.offsetHeight}px`);
    observer.current = new ResizeObserver(measure);
    observer.current.observe(header);
    measure();
  }, []);
}
