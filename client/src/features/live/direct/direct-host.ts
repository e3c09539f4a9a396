/**
 * The sender's side of direct transfer for the whole page, loaded once the page has shared something: hosts every
 * recent share whose files this page still holds and that has not expired, reading the list again whenever the
 * upload queue says something and every REFRESH_MS (so that an expired share stops being hosted). While it hosts a
 * share sent directly only, leaving or reloading the page asks first (the browser's own "Leave site?"): the share
 * ends with the page, as the browser forgets the files it picked.
 */
import { listRecentShares, openUploadQueueChannel, servableObjectsOf, type RecentShare } from '../../send';
import { hostDirectTransfers, type DirectShare } from './sender-host';

const REFRESH_MS = 60_000;

/** This page's recent shares whose files it still holds, and that have not expired. */
function directSharesOf(recent: readonly RecentShare[], now = Date.now()): DirectShare[] {
  return recent.flatMap((share) => {
    const objects = servableObjectsOf(share.id);
    if (!objects || Date.parse(share.expiresAt) <= now) return [];
    return [
      {
        folderCode: share.folderCode,
        manageKey: share.manageKey,
        directOnly: share.directOnly,
        objects: () => objects,
      },
    ];
  });
}

const sameShares = (a: readonly DirectShare[], b: readonly DirectShare[]) =>
  a.length === b.length && a.every((share, index) => share.folderCode === b[index].folderCode);

/** Asks before the page goes away: the browser shows its own question, with no words of ours. */
function askBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

/** Whether leaving the page asks first: while it is the one road of a share sent directly only. */
function guardLeaving(guarded: boolean): void {
  if (guarded) window.addEventListener('beforeunload', askBeforeLeaving);
  else window.removeEventListener('beforeunload', askBeforeLeaving);
}

/** Hosts this page's shares until `signal` aborts, following the list as it changes. */
export function hostWhileOpen(signal: AbortSignal): void {
  let hosted: DirectShare[] = [];
  let hosting: AbortController | undefined;
  /** Shares the API no longer has: nothing to keep the page open for. */
  const gone = new Set<string>();
  const guard = () => guardLeaving(hosted.some((share) => share.directOnly && !gone.has(share.folderCode)));
  const onGone = (folderCode: string) => {
    gone.add(folderCode);
    guard();
  };
  const refresh = () =>
    listRecentShares().then(
      (recent) => {
        const next = directSharesOf(recent);
        if (signal.aborted || sameShares(hosted, next)) return;
        hosted = next;
        guard();
        hosting?.abort();
        hosting = new AbortController();
        void hostDirectTransfers(next, AbortSignal.any([signal, hosting.signal]), onGone);
      },
      // No IndexedDB here: no recent shares, nothing to host.
      () => undefined,
    );
  void refresh();
  const channel = openUploadQueueChannel();
  channel?.addEventListener('message', () => void refresh());
  const timer = setInterval(() => void refresh(), REFRESH_MS);
  signal.addEventListener('abort', () => {
    guardLeaving(false);
    hosting?.abort();
    channel?.close();
    clearInterval(timer);
  });
}
