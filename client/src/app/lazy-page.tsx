import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadChunk } from './chunk-load';
import { PageErrorBoundary } from './page-error-boundary';
import styles from './page-status.module.css';

type PageModule = { default: ComponentType };

function PageLoading() {
  return (
    <div className={`${styles.status} ${styles.loading}`} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}

/**
 * Wraps a page's dynamic import in its own chunk with a 120 s timeout (CHUNK_LOAD_TIMEOUT_MS), a loading
 * indicator and an error boundary whose Retry re-imports the chunk (React.lazy caches a rejection, so a fresh
 * lazy component is made).
 */
export function lazyPage(load: () => Promise<PageModule>): ComponentType {
  const make = () => lazy(() => loadChunk(load));
  let Page = make();

  return function LazyPage() {
    const [attempt, setAttempt] = useState(0);
    return (
      <PageErrorBoundary
        key={attempt}
        onRetry={() => {
          Page = make();
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    );
  };
}
