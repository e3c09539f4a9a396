import { useEffect, useRef, useState } from 'react';
import { hostedSharesOf, sameHostedShares } from './code-exchange/hosted-shares';
import type { HostedShare } from './code-exchange/sender-host';
import { listRecentShares, openUploadQueueChannel } from '../send';

/** The list is read again this often, so that a share that expired stops being answered for. */
const REFRESH_MS = 60_000;

/**
 * The encrypted shares of this device, read now, whenever the upload queue says something (a share made at its
 * upload's announcement is answered for at once, while its files are still being sent), and every REFRESH_MS.
 */
function useHostedShares(): HostedShare[] {
  const [shares, setShares] = useState<HostedShare[]>([]);
  useEffect(() => {
    let live = true;
    const refresh = () => {
      listRecentShares().then(
        (recent) => {
          const next = hostedSharesOf(recent);
          if (live) setShares((previous) => (sameHostedShares(previous, next) ? previous : next));
        },
        // No IndexedDB here (a private window of some browsers): nothing to answer for.
        () => undefined,
      );
    };
    refresh();
    const channel = openUploadQueueChannel();
    channel?.addEventListener('message', refresh);
    const timer = setInterval(refresh, REFRESH_MS);
    return () => {
      live = false;
      channel?.close();
      clearInterval(timer);
    };
  }, []);
  return shares;
}

/**
 * While this page is open, answers the code exchanges of this device's encrypted shares (code-exchange/),
 * calling `onOpened` with a share's code each time a recipient gets its key by code.
 */
export function useCodeExchangeHost(onOpened: (folderCode: string) => void): void {
  const shares = useHostedShares();
  const opened = useRef(onOpened);
  useEffect(() => {
    opened.current = onOpened;
  });
  useEffect(() => {
    if (shares.length === 0) return;
    const controller = new AbortController();
    // The exchange's cryptography loads only on a device that has encrypted shares to answer for.
    import('./code-exchange/sender-host')
      .then(({ hostCodeExchanges }) =>
        hostCodeExchanges(shares, { signal: controller.signal, onOpened: (code) => opened.current(code) }),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [shares]);
}
