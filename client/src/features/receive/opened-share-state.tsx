import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { pageIntl } from '../../lib/i18n/page-intl';
import type { RetrievedFolder } from '../../lib/api/folders';
import { openEncryptedShare, type OpenedShare, type ReadSealed } from '../encryption';
import styles from './opening-states.module.css';

type Opening = { status: 'opening' } | { status: 'open'; share: OpenedShare } | { status: 'failed'; message: string };

export function messageOf(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : pageIntl().formatMessage({
        id: 'receive.openedShare.couldNotOpen',
        defaultMessage: 'This share could not be opened.',
      });
}

/** The sealed manifest's object among the share's files (the API requires exactly this name). */
export const MANIFEST_PATH = 'manifest';

/**
 * Opens the share once `ready`: its manifest, sent first, has arrived (before that it cannot be fetched); or, for a
 * share sent directly only, its sender's device is there to send it (`readSealed`).
 */
export function useOpenedShare(
  folder: RetrievedFolder,
  fragment: string,
  ready: boolean,
  readSealed?: ReadSealed,
): Opening {
  const [opened, setOpened] = useState<{ folder: RetrievedFolder; fragment: string; state: Opening } | null>(null);
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    openEncryptedShare(folder, fragment, controller.signal, readSealed).then(
      (share) => !controller.signal.aborted && setOpened({ folder, fragment, state: { status: 'open', share } }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setOpened({ folder, fragment, state: { status: 'failed', message: messageOf(error) } }),
    );
    return () => controller.abort();
  }, [folder, fragment, ready, readSealed]);
  return opened?.folder === folder && opened.fragment === fragment ? opened.state : { status: 'opening' };
}

/** An encrypted share whose list of files (sent first) has not arrived yet: it shows as soon as it has. */
export function ManifestOnItsWay() {
  return (
    <p className={styles.muted} role="status">
      <FormattedMessage
        id="receive.openedShare.manifestOnItsWay"
        defaultMessage="The list of files is on its way… this page shows it as soon as it has arrived."
      />
    </p>
  );
}

/** An encrypted share that cannot be opened: the encryption layer's words for why, and nothing else. */
export function OpeningFailed({ message }: { message: string }) {
  return (
    <section className={styles.failure} role="alert" data-testid="encrypted-share-error">
      <h2 className={styles.failureTitle}>
        <FormattedMessage id="receive.openedShare.failedTitle" defaultMessage="This encrypted share cannot be opened" />
      </h2>
      <p>{message}</p>
    </section>
  );
}
