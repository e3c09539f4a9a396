import { Link } from 'react-router-dom';
import { useExpiryLabel } from '../../hooks/use-expiry-label';
import { formatBytes } from '../../lib/format-size';
import type { RecentShare } from '../../lib/upload-queue';
import { Button } from '../button/button';
import styles from './recent-shares.module.css';

export interface RecentSharesProps {
  shares: readonly RecentShare[];
  onShow: (share: RecentShare) => void;
  onForget: (id: string) => void;
}

function RecentShareRow({ share, onShow, onForget }: { share: RecentShare } & Omit<RecentSharesProps, 'shares'>) {
  const expiry = useExpiryLabel(share.expiresAt);
  const bytes = share.files.reduce((sum, file) => sum + file.filesize, 0);
  const count = share.files.length === 1 ? '1 file' : `${share.files.length} files`;
  return (
    <li className={styles.item} data-testid="recent-share">
      <span className={styles.code}>{share.folderCode}</span>
      <span className={styles.details}>
        <span>
          {count}, {formatBytes(bytes)}
        </span>
        <span className={styles.muted}>{expiry}</span>
      </span>
      <span className={styles.actions}>
        <Link to={`/s/${share.folderCode}`} className={styles.link}>
          Open
        </Link>
        <Button size="sm" variant="secondary" onClick={() => onShow(share)} aria-label={`Show code, link and QR of share ${share.folderCode}`}>
          Show QR
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onForget(share.id)} aria-label={`Forget share ${share.folderCode} on this device`}>
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
