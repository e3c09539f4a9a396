/**
 * The live side of a page that has something to host: one list of this device's shares the page can answer for
 * (read now, whenever the upload queue says something, and every REFRESH_MS so that an expired share stops being
 * hosted), and one poll for them all (live-host.ts). Only one page of a browser answers code exchanges (the one
 * holding HOST_LOCK), so a hello and its confirmation reach the same page; every page sends directly the files it
 * holds. While it hosts a share sent directly only, leaving or reloading the page asks first (the browser's own
 * "Leave site?"): the share ends with the page, as the browser forgets the files it picked.
 */
import { listRecentShares, openUploadQueueChannel, servableObjectsOf } from '../../send';
import { hasWebRtc } from '../../../lib/platform/web-rtc';
import { hostedSharesOf, sameHostedShares, type HostedShare } from './hosted-shares';
import { hostShares } from './live-host';

const REFRESH_MS = 60_000;
/** Only one page of a browser answers for its shares' code exchanges: the one holding this lock (navigator.locks). */
const HOST_LOCK = 'sharecode-code-exchange-host';

/** Asks before the page goes away: the browser shows its own question, with no words of ours. */
function askBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

/** Whether leaving the page asks first: while it is the one road of a share sent directly only. */
function guardLeaving(guarded: boolean): void {
  if (guarded) window.addEventListener('beforeunload', askBeforeLeaving);
  else window.removeEventListener('beforeunload', askBeforeLeaving);
}

/** Holds the browser's code-exchange lock from when it is free until `signal` aborts; `onHeld` hears of it. */
function holdExchangeLock(signal: AbortSignal, onHeld: () => void): void {
  if (typeof navigator === 'undefined' || !navigator.locks) return onHeld();
  navigator.locks
    .request(HOST_LOCK, { signal }, () => {
      onHeld();
      return new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    })
    .catch(() => undefined);
}

/** Hosts this page's shares until `signal` aborts, following the list as it changes. */
export function hostWhileOpen(signal: AbortSignal, onOpened: (folderCode: string) => void): void {
  let hosted: HostedShare[] = [];
  let hosting: AbortController | undefined;
  const may = { exchange: false, direct: hasWebRtc() };
  /** Shares the API no longer lets this page send: nothing to keep the page open for. */
  const gone = new Set<string>();
  const guard = () => guardLeaving(hosted.some((share) => share.directOnly && !gone.has(share.folderCode)));
  const onGone = (folderCode: string) => {
    gone.add(folderCode);
    guard();
  };
  const restart = () => {
    hosting?.abort();
    hosting = new AbortController();
    const options = {
      signal: AbortSignal.any([signal, hosting.signal]),
      answersSignal: signal,
      may: { ...may },
      onOpened,
      onGone,
    };
    void hostShares(hosted, options);
  };
  const refresh = () =>
    listRecentShares().then(
      (recent) => {
        const next = hostedSharesOf(recent, servableObjectsOf);
        if (signal.aborted || sameHostedShares(hosted, next)) return;
        hosted = next;
        guard();
        restart();
      },
      // No IndexedDB here (a private window of some browsers): nothing to host.
      () => undefined,
    );
  holdExchangeLock(signal, () => {
    may.exchange = true;
    if (!signal.aborted) restart();
  });
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
