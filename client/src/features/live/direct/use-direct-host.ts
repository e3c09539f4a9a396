import { useEffect, useState } from 'react';
import { listRecentShares, openUploadQueueChannel, servableObjectsOf, type RecentShare } from '../../send';
import type { DirectShare } from './sender-host';

/** The list is read again this often, so that a share that expired stops being hosted. */
const REFRESH_MS = 60_000;

/** This page's recent shares whose files it still holds, and that have not expired. */
function directSharesOf(recent: readonly RecentShare[], now = Date.now()): DirectShare[] {
  return recent.flatMap((share) => {
    const objects = servableObjectsOf(share.id);
    if (!objects || Date.parse(share.expiresAt) <= now) return [];
    return [{ folderCode: share.folderCode, manageKey: share.manageKey, objects: () => objects }];
  });
}

const sameShares = (a: readonly DirectShare[], b: readonly DirectShare[]) =>
  a.length === b.length && a.every((share, index) => share.folderCode === b[index].folderCode);

/** The shares to host, read now, whenever the upload queue says something, and every REFRESH_MS. */
function useDirectShares(): DirectShare[] {
  const [shares, setShares] = useState<DirectShare[]>([]);
  useEffect(() => {
    let live = true;
    const refresh = () =>
      listRecentShares().then(
        (recent) => {
          const next = directSharesOf(recent);
          if (live) setShares((previous) => (sameShares(previous, next) ? previous : next));
        },
        // No IndexedDB here: no recent shares, nothing to host.
        () => undefined,
      );
    void refresh();
    const channel = openUploadQueueChannel();
    channel?.addEventListener('message', () => void refresh());
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => {
      live = false;
      channel?.close();
      clearInterval(timer);
    };
  }, []);
  return shares;
}

/**
 * While this page is open, sends the files of its shares straight to recipients' devices that ask for them
 * (docs/direct-transfer.md), for every share whose files it still holds.
 */
export function useDirectHost(): void {
  const shares = useDirectShares();
  useEffect(() => {
    if (shares.length === 0) return;
    const controller = new AbortController();
    // WebRTC and the host load only on a page that holds a share's files.
    import('./sender-host')
      .then(({ hostDirectTransfers }) => hostDirectTransfers(shares, controller.signal))
      .catch(() => undefined);
    return () => controller.abort();
  }, [shares]);
}
