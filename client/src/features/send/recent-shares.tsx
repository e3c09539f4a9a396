import { useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useExpiryLabel } from '../../hooks/use-expiry-label';
import { formatBytes } from '../../lib/files/format-size';
import { describeRetentionAfterArrival } from '../../lib/sharing/share-expiry';
import { sharePagePath } from '../../lib/sharing/share-ref';
import type { RecentShare } from './upload-queue/upload-queue';
import { Button } from '../../components/button/button';
import { isFinal } from '../../lib/moderation/sender-moderation';
import { ShareStatusLine } from './share-status/share-status';
import { EndNow } from './end-now';
import { DirectOnlyNote } from './direct-only-note';
import { servableObjectsOf } from './upload-queue/servable-bytes';
import { useShareArrival } from './share-arrival';
import { UploadProgress } from './upload-progress';
import type { SendingState } from './upload-queue-state';
import styles from './recent-shares.module.css';

export { END_PROMPT } from './end-now';

const messages = defineMessages({
  title: { id: 'send.recentShares.title', defaultMessage: 'Recent shares' },
  removed: { id: 'send.recentShares.removed', defaultMessage: 'Removed' },
  stopped: { id: 'send.recentShares.stopped', defaultMessage: 'Stopped' },
  ended: { id: 'send.recentShares.ended', defaultMessage: 'Ended' },
});

export interface RecentSharesProps {
  shares: readonly RecentShare[];
  onShow: (share: RecentShare) => void;
  onForget: (id: string) => void;
  /** The shares whose files this device is still sending, by id, with how far they got. */
  sending?: ReadonlyMap<string, SendingState>;
  /** Cancels the upload of a share still being sent (the share ends with it). */
  onCancel?: (id: string) => void;
  /** What the page adds under a live share's status (how its files are going out, from features/live). */
  liveStatus?: (folderCode: string) => ReactNode;
}

type RowProps = { share: RecentShare } & Omit<RecentSharesProps, 'shares' | 'sending'> & {
    sending: SendingState | undefined;
  };

function RecentShareRow({ share, onShow, onForget, onCancel, sending, liveStatus }: RowProps) {
  const intl = useIntl();
  const bytes = share.files.reduce((sum, file) => sum + file.filesize, 0);
  const count = share.files.length;
  // Shares kept before management keys existed cannot be watched or ended from here.
  const managed = Boolean(share.manageKey);
  const { arriving, expiresAt, state } = useShareArrival(share, sending !== undefined);
  const expiry = useExpiryLabel(arriving ? undefined : expiresAt);
  const [endedHere, setEndedHere] = useState(false);
  // Ended, stopped or removed: nothing left to end, open or show, and its expiry no longer applies.
  const over = endedHere || (state !== undefined && isFinal(state));
  const overWord = intl.formatMessage(
    state?.status === 'removed' ? messages.removed : state?.status === 'stopped' ? messages.stopped : messages.ended,
  );
  return (
    <li
      className={styles.item}
      data-testid="recent-share"
      data-over={over || undefined}
      data-arriving={(arriving && !over) || undefined}
    >
      <span className={styles.code} dir="ltr">
        {share.folderCode}
      </span>
      <span className={styles.details}>
        <span>
          <FormattedMessage
            id="send.recentShares.summary"
            defaultMessage="{count, plural, one {{files} file} other {{files} files}}, {size}"
            values={{ count, files: String(count), size: <bdi>{formatBytes(bytes)}</bdi> }}
          />
        </span>
        {!over && (
          <span className={styles.muted}>{arriving ? describeRetentionAfterArrival(share.retention) : expiry}</span>
        )}
        {managed && <ShareStatusLine code={share.folderCode} state={state} />}
        {!over && share.directOnly && <DirectOnlyNote elsewhere={servableObjectsOf(share.id) === undefined} />}
        {!over && liveStatus?.(share.folderCode)}
      </span>
      <span className={styles.actions}>
        {over ? (
          <span className={styles.over}>{overWord}</span>
        ) : (
          <>
            <Link to={sharePagePath(share.folderUrl, share.folderCode)} className={styles.link}>
              <FormattedMessage id="send.recentShares.openLink" defaultMessage="Open" />
            </Link>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onShow(share)}
              aria-label={intl.formatMessage(
                { id: 'send.recentShares.showLabel', defaultMessage: 'Show code, link and QR of share {code}' },
                { code: share.folderCode },
              )}
            >
              <FormattedMessage id="send.recentShares.showButton" defaultMessage="Show QR" />
            </Button>
            {managed && <EndNow share={share} onEnded={() => setEndedHere(true)} />}
          </>
        )}
        {!sending && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onForget(share.id)}
            aria-label={intl.formatMessage(
              { id: 'send.recentShares.forgetLabel', defaultMessage: 'Forget share {code} on this device' },
              { code: share.folderCode },
            )}
          >
            <FormattedMessage id="send.recentShares.forgetButton" defaultMessage="Forget" />
          </Button>
        )}
      </span>
      {sending && !over && (
        <div className={styles.sending}>
          <UploadProgress
            progress={sending.progress}
            waiting={sending.waiting}
            shared
            onCancel={() => onCancel?.(share.id)}
            cancelLabel={intl.formatMessage(
              { id: 'send.shareModal.cancelUploadLabel', defaultMessage: 'Cancel the upload of share {code}' },
              { code: share.folderCode },
            )}
          />
        </div>
      )}
    </li>
  );
}

/**
 * Shares made from this device that are still live, newest first (kept in IndexedDB, not on the server); those
 * whose files this device is still sending show how far it got, with Cancel.
 */
export function RecentShares({ shares, onShow, onForget, sending, onCancel, liveStatus }: RecentSharesProps) {
  const intl = useIntl();
  if (shares.length === 0) return null;
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="recent-shares-title">
      <h2 id="recent-shares-title" className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p className={styles.muted}>
        <FormattedMessage
          id="send.recentShares.intro"
          defaultMessage="Shared from this device. Each disappears from this list when it expires."
        />
      </p>
      <ul className={styles.list} aria-label={intl.formatMessage(messages.title)}>
        {shares.map((share) => (
          <RecentShareRow
            key={share.id}
            share={share}
            onShow={onShow}
            onForget={onForget}
            onCancel={onCancel}
            sending={sending?.get(share.id)}
            liveStatus={liveStatus}
          />
        ))}
      </ul>
    </section>
  );
}
