import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { BrowserOnly } from '../../components/browser-only/browser-only';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import styles from './layout.module.css';
// The browser offers installing once, early: the offer is caught from the start, for the Install button to use.
import '../../lib/platform/install-prompt';
import { lazyShellPart } from '../lazy-shell-part';

/** What the app says about itself (offline, update, install): nothing at first on most visits, so loaded after. */
const AppStatus = lazyShellPart(() => import('../app-status/app-status').then((module) => module.AppStatus));

/**
 * The page frame: skip link, navigation bar, the route's page in `<main>`, footer. `background`: what every page
 * runs in the browser besides (the app passes the features that send queued uploads and answer code exchanges).
 */
export function Layout({ background }: { background?: ReactNode }) {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After client-side navigation, move focus to the new page so keyboard and screen-reader users start there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        <FormattedMessage id="layout.skipToContent" defaultMessage="Skip to content" />
      </a>
      <NavBar />
      <BrowserOnly>
        <Suspense fallback={null}>
          <AppStatus />
        </Suspense>
      </BrowserOnly>
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <BrowserOnly>
        {background}
        <ScrollRestoration />
      </BrowserOnly>
    </div>
  );
}
