/**
 * The live side of a page that has something to host: one list of this device's shares the page can answer for,
 * and one of its open file requests (each read now, whenever the upload queue or the requests' channel says
 * something, and every REFRESH_MS so that an expired share stops being hosted), and one poll for them all
 * (live-host.ts). Only one page of a browser answers code exchanges (the one
 * holding HOST_LOCK), so a hello and its confirmation reach the same page; every page sends directly the files it
 * holds. While it hosts a share sent directly only, leaving or reloading the page asks first (the browser's own
 * "Leave site?"): the share ends with the page, as the browser forgets the files it picked.
 */
import { listRecentShares, openUploadQueueChannel, servableObjectsOf } from '../../send';
import { hasWebRtc } from '../../../lib/platform/web-rtc';
import { hostedSharesOf, sameHostedShares, type HostedShare } from './hosted-shares';
import { hostShares } from './live-host';
import { openHostedRequestsChannel } from './hosted-requests-channel';
import { type HostedRequest, requestsToHost, sameHostedRequests } from './requests-to-host';

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

/** What the page hears of its exchanges: a share opened by its code, a request's key handed to an uploader. */
export interface HostListeners {
  onOpened: (folderCode: string) => void;
  onRequestOpened?: (code: string, checkNumber: string) => void;
}

/** Hosts this page's shares and file requests until `signal` aborts, following the lists as they change. */
export function hostWhileOpen(signal: AbortSignal, { onOpened, onRequestOpened }: HostListeners): void {
  let hosted: HostedShare[] = [];
  let requests: readonly HostedRequest[] = [];
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
      requests,
      onRequestOpened,
    };
    void hostShares(hosted, options);
  };
  // No IndexedDB here (a private window of some browsers): nothing to host.
  const readOrNone = <T>(read: Promise<readonly T[]>) => read.catch((): readonly T[] => []);
  const refresh = () =>
    Promise.all([readOrNone(listRecentShares()), readOrNone(requestsToHost())]).then(([recent, open]) => {
      const next = hostedSharesOf(recent, servableObjectsOf);
      if (signal.aborted || (sameHostedShares(hosted, next) && sameHostedRequests(requests, open))) return;
      hosted = next;
      requests = open;
      guard();
      restart();
    });
  holdExchangeLock(signal, () => {
    may.exchange = true;
    if (!signal.aborted) restart();
  });
  void refresh();
  const channels = [openUploadQueueChannel(), openHostedRequestsChannel()];
  for (const channel of channels) channel?.addEventListener('message', () => void refresh());
  const timer = setInterval(() => void refresh(), REFRESH_MS);
  signal.addEventListener('abort', () => {
    guardLeaving(false);
    hosting?.abort();
    for (const channel of channels) channel?.close();
    clearInterval(timer);
  });
}
