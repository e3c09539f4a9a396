import { useEffect } from 'react';

const APP_NAME = 'Sharecode';

/** Sets the tab title to "<page> · Sharecode" so each route is announced and bookmarked by name. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
  }, [pageTitle]);
}
