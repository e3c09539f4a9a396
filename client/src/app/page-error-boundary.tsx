import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../components/button/button';
import { ChunkLoadError } from './chunk-load';
import styles from './page-status.module.css';

interface Props {
  /** Called by Retry before the boundary re-renders its children. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a page that failed to load or render, keeping the nav bar and footer usable. A missing chunk shows
 * "Loading chunk failed" as its heading; Retry asks the page loader to import it again.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed', error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error instanceof ChunkLoadError;
    return (
      <section className={styles.status} role="alert">
        <h1 className={styles.title}>
          {chunk ? (
            <FormattedMessage id="app.pageError.chunkTitle" defaultMessage="Loading chunk failed" />
          ) : (
            <FormattedMessage id="app.pageError.title" defaultMessage="Something went wrong on this page" />
          )}
        </h1>
        <p>
          {chunk ? (
            <FormattedMessage
              id="app.pageError.chunkDetail"
              defaultMessage="This page could not be downloaded. Check your connection, then try again."
            />
          ) : (
            <FormattedMessage
              id="app.pageError.detail"
              defaultMessage="An unexpected error stopped this page. Trying again usually helps."
            />
          )}
        </p>
        <Button onClick={this.retry}>
          <FormattedMessage id="app.pageError.retryButton" defaultMessage="Retry" />
        </Button>
      </section>
    );
  }
}
