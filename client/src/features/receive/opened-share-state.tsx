import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { pageIntl } from '../../lib/i18n/page-intl';
import type { RetrievedFolder } from '../../lib/api/folders';
import {
  encodeShareKey,
  openEncryptedShare,
  openEncryptedShareWithKey,
  type OpenedShare,
  parseShareKey,
  type ReadSealed,
  type ShareKey,
} from '../encryption';
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

/** Where an encrypted share's key comes from: a link's fragment, or (a file request's answer) unwrapped already. */
export type ShareKeySource = { fragment: string } | { shareKey: ShareKey };

/**
 * Opens the share once `ready`: its manifest, sent first, has arrived (before that it cannot be fetched); or, for a
 * share sent directly only, its sender's device is there to send it (`readSealed`).
 */
export function useOpenedShare(
  folder: RetrievedFolder,
  key: ShareKeySource,
  ready: boolean,
  readSealed?: ReadSealed,
): Opening {
  const byLink = 'fragment' in key;
  // Compared by its spelling, so that a key given anew for the same share does not open it again.
  const spelled = byLink ? key.fragment : encodeShareKey(key.shareKey);
  const [opened, setOpened] = useState<{ folder: RetrievedFolder; spelled: string; state: Opening } | null>(null);
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const opening = byLink
      ? openEncryptedShare(folder, spelled, controller.signal, readSealed)
      : openEncryptedShareWithKey(folder, parseShareKey(spelled), controller.signal, readSealed);
    opening.then(
      (share) => !controller.signal.aborted && setOpened({ folder, spelled, state: { status: 'open', share } }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setOpened({ folder, spelled, state: { status: 'failed', message: messageOf(error) } }),
    );
    return () => controller.abort();
  }, [folder, byLink, spelled, ready, readSealed]);
  return opened?.folder === folder && opened.spelled === spelled ? opened.state : { status: 'opening' };
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
