/**
 * The sender's side of direct transfer for the whole page, loaded once the page has shared something: hosts every
 * recent share whose files this page still holds and that has not expired, reading the list again whenever the
 * upload queue says something and every REFRESH_MS (so that an expired share stops being hosted).
 */
import { listRecentShares, openUploadQueueChannel, servableObjectsOf, type RecentShare } from '../../send';
import { hostDirectTransfers, type DirectShare } from './sender-host';

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

/** Hosts this page's shares until `signal` aborts, following the list as it changes. */
export function hostWhileOpen(signal: AbortSignal): void {
  let hosted: DirectShare[] = [];
  let hosting: AbortController | undefined;
  const refresh = () =>
    listRecentShares().then(
      (recent) => {
        const next = directSharesOf(recent);
        if (signal.aborted || sameShares(hosted, next)) return;
        hosted = next;
        hosting?.abort();
        hosting = new AbortController();
        void hostDirectTransfers(next, AbortSignal.any([signal, hosting.signal]));
      },
      // No IndexedDB here: no recent shares, nothing to host.
      () => undefined,
    );
  void refresh();
  const channel = openUploadQueueChannel();
  channel?.addEventListener('message', () => void refresh());
  const timer = setInterval(() => void refresh(), REFRESH_MS);
  signal.addEventListener('abort', () => {
    hosting?.abort();
    channel?.close();
    clearInterval(timer);
  });
}
