import { useEffect, useRef, useState } from 'react';
import { openUploadQueueChannel } from '../send';
import type { HostListeners } from './host/host-while-open';
import { openHostedRequestsChannel } from './host/hosted-requests-channel';

/**
 * While this page is open, hosts this device's shares and file requests (host/): answers the code exchanges of its
 * end-to-end encrypted shares, calling `onOpened` with a share's code each time a recipient gets its key by code,
 * and of its open file requests, calling `onRequestOpened` with the request's code and check number each time an
 * uploader gets its key by code; and sends the files this page holds straight to recipients' devices that ask for
 * them. Nothing of it loads until there is something to host (a device with encrypted shares or open requests, or
 * a page that has just shared or asked), so pages that only receive or read start without it; nor does reading
 * this device's storage, which waits for the first check.
 */
export function useLiveHost(listeners: HostListeners): void {
  const [needed, setNeeded] = useState(false);
  const heard = useRef(listeners);
  useEffect(() => {
    heard.current = listeners;
  });
  useEffect(() => {
    if (needed) return;
    let live = true;
    import('./host/shares-to-host')
      .then(({ hasSomethingToHost }) => hasSomethingToHost())
      .then(
        (hosting) => live && hosting && setNeeded(true),
        () => undefined,
      );
    const channels = [openUploadQueueChannel(), openHostedRequestsChannel()];
    for (const channel of channels) channel?.addEventListener('message', () => setNeeded(true));
    return () => {
      live = false;
      for (const channel of channels) channel?.close();
    };
  }, [needed]);
  useEffect(() => {
    if (!needed) return;
    const controller = new AbortController();
    const forwarded: HostListeners = {
      onOpened: (code) => heard.current.onOpened(code),
      onRequestOpened: (code, checkNumber) => heard.current.onRequestOpened?.(code, checkNumber),
    };
    import('./host/host-while-open')
      .then(({ hostWhileOpen }) => hostWhileOpen(controller.signal, forwarded))
      .catch(() => undefined);
    return () => controller.abort();
  }, [needed]);
}
