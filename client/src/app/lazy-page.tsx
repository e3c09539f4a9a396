import { lazy, Suspense, useState, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { pageMessagesReady } from '../features/languages';
import { loadChunk } from './chunk-load';
import { PageErrorBoundary } from './page-error-boundary';
import styles from './page-status.module.css';

type PageModule = { default: ComponentType };

/** A page component whose chunk can be loaded ahead of its first render. */
export type LazyPageComponent = ComponentType & { preload(): Promise<void> };

function PageLoading() {
  return (
    <div className={`${styles.status} ${styles.loading}`} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>
        <FormattedMessage id="app.pageLoading" defaultMessage="Loading…" />
      </span>
    </div>
  );
}

/** A page's chunk, and its messages in the page's language: the page renders with both. */
function loadPage(page: string, load: () => Promise<PageModule>): Promise<PageModule> {
  return Promise.all([loadChunk(load), pageMessagesReady(page)]).then(([module]) => module);
}

/**
 * Wraps a page's dynamic import (`page` names it: its folder under pages/) in its own chunk with a 120 s timeout (CHUNK_LOAD_TIMEOUT_MS), a loading
 * indicator and an error boundary whose Retry re-imports the chunk (React.lazy caches a rejection, so a fresh
 * lazy component is made). Once `preload()` has loaded the chunk, the page renders at once, with no loading
 * indicator: the app starts that way over a prerendered page, so the page is not replaced by a spinner.
 */
export function lazyPage(page: string, load: () => Promise<PageModule>): LazyPageComponent {
  let loaded: ComponentType | undefined;
  const make = () => lazy(() => loadPage(page, load));
  let Page = make();

  function LazyPage() {
    const [attempt, setAttempt] = useState(0);
    // Chosen once per mount: switching from the lazy wrapper to the loaded page would remount it.
    const [Shown, setShown] = useState<ComponentType>(() => loaded ?? Page);
    return (
      <PageErrorBoundary
        key={attempt}
        onRetry={() => {
          Page = make();
          setShown(() => Page);
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<PageLoading />}>
          <Shown />
        </Suspense>
      </PageErrorBoundary>
    );
  }

  LazyPage.preload = () =>
    loadPage(page, load).then(
      (module) => {
        loaded = module.default;
      },
      // Left to the first render, whose error boundary says what went wrong and offers Retry.
      () => undefined,
    );
  return LazyPage;
}
