import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useExpiryLabel } from '../../hooks/use-expiry-label';
import { formatBytes } from '../../lib/files/format-size';
import { sharePagePath } from '../../lib/sharing/share-ref';
import type { RecentShare } from '../../lib/upload-queue/upload-queue';
import { endShare } from '../../lib/api/folder-management';
import { askFolderStateNow } from '../../lib/sharing/folder-state-watch';
import { Button } from '../button/button';
import { isFinal } from '../../lib/moderation/sender-moderation';
import { ShareStatusLine } from '../share-status/share-status';
import { useFolderState } from '../share-status/use-folder-state';
import styles from './recent-shares.module.css';

export interface RecentSharesProps {
  shares: readonly RecentShare[];
  onShow: (share: RecentShare) => void;
  onForget: (id: string) => void;
}

export const END_PROMPT = 'End this share now? Its files will be deleted and its code, link and QR will stop working.';
const END_FAILED = 'The share could not be ended. Check your connection and try again.';

type Ending = 'idle' | 'confirming' | 'ending' | 'failed';

/**
 * End now, with a confirmation in place; the management key kept with the share authorises it. Once it is
 * ended, every place on the page that shows the share hears so at once (`askFolderStateNow`).
 */
function EndNow({ share, onEnded }: { share: RecentShare; onEnded: () => void }) {
  const [ending, setEnding] = useState<Ending>('idle');
  const end = async () => {
    setEnding('ending');
    try {
      await endShare(share.folderCode, share.manageKey);
    } catch {
      setEnding('failed');
      return;
    }
    onEnded();
    askFolderStateNow(share.folderCode);
  };
  if (ending === 'confirming' || ending === 'ending') {
    return (
      <span className={styles.confirm} role="group" aria-label={END_PROMPT}>
        <span>{END_PROMPT}</span>
        <Button size="sm" variant="danger" disabled={ending === 'ending'} onClick={() => void end()}>
          End share
        </Button>
        <Button size="sm" variant="ghost" disabled={ending === 'ending'} onClick={() => setEnding('idle')}>
          Keep it
        </Button>
      </span>
    );
  }
  return (
    <>
      {ending === 'failed' && (
        <span role="alert" className={styles.error}>
          {END_FAILED}
        </span>
      )}
      <Button
        size="sm"
        variant="danger"
        onClick={() => setEnding('confirming')}
        aria-label={`End share ${share.folderCode} now`}
      >
        End now
      </Button>
    </>
  );
}

function RecentShareRow({ share, onShow, onForget }: { share: RecentShare } & Omit<RecentSharesProps, 'shares'>) {
  const expiry = useExpiryLabel(share.expiresAt);
  const bytes = share.files.reduce((sum, file) => sum + file.filesize, 0);
  const count = share.files.length === 1 ? '1 file' : `${share.files.length} files`;
  // Shares kept before management keys existed cannot be watched or ended from here.
  const managed = Boolean(share.manageKey);
  const state = useFolderState(managed ? share.folderCode : undefined, share.manageKey);
  const [endedHere, setEndedHere] = useState(false);
  // Ended or removed: nothing left to end, open or show, and its expiry no longer applies.
  const removed = state?.status === 'removed';
  const over = endedHere || (state !== undefined && isFinal(state));
  return (
    <li className={styles.item} data-testid="recent-share" data-over={over || undefined}>
      <span className={styles.code}>{share.folderCode}</span>
      <span className={styles.details}>
        <span>
          {count}, {formatBytes(bytes)}
        </span>
        {!over && <span className={styles.muted}>{expiry}</span>}
        {managed && <ShareStatusLine code={share.folderCode} state={state} />}
      </span>
      <span className={styles.actions}>
        {over ? (
          <span className={styles.over}>{removed ? 'Removed' : 'Ended'}</span>
        ) : (
          <>
            <Link to={sharePagePath(share.folderUrl, share.folderCode)} className={styles.link}>
              Open
            </Link>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onShow(share)}
              aria-label={`Show code, link and QR of share ${share.folderCode}`}
            >
              Show QR
            </Button>
            {managed && <EndNow share={share} onEnded={() => setEndedHere(true)} />}
          </>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onForget(share.id)}
          aria-label={`Forget share ${share.folderCode} on this device`}
        >
          Forget
        </Button>
      </span>
    </li>
  );
}

/** Shares made from this device that are still live, newest first (kept in IndexedDB, not on the server). */
export function RecentShares({ shares, onShow, onForget }: RecentSharesProps) {
  if (shares.length === 0) return null;
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="recent-shares-title">
      <h2 id="recent-shares-title" className={styles.title}>
        Recent shares
      </h2>
      <p className={styles.muted}>Shared from this device. Each disappears from this list when it expires.</p>
      <ul className={styles.list} aria-label="Recent shares">
        {shares.map((share) => (
          <RecentShareRow key={share.id} share={share} onShow={onShow} onForget={onForget} />
        ))}
      </ul>
    </section>
  );
}
