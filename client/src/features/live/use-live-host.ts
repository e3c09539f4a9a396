import { useEffect, useRef, useState } from 'react';
import { openUploadQueueChannel } from '../send';

/**
 * While this page is open, hosts this device's shares (host/): answers the code exchanges of its end-to-end
 * encrypted shares, calling `onOpened` with a share's code each time a recipient gets its key by code, and sends
 * the files this page holds straight to recipients' devices that ask for them. Nothing of it loads until there is
 * something to host (a device with encrypted shares, or a page that has just shared), so pages that only receive
 * or read start without it; nor does reading this device's storage, which waits for the first check.
 */
export function useLiveHost(onOpened: (folderCode: string) => void): void {
  const [needed, setNeeded] = useState(false);
  const opened = useRef(onOpened);
  useEffect(() => {
    opened.current = onOpened;
  });
  useEffect(() => {
    if (needed) return;
    let live = true;
    import('./host/shares-to-host')
      .then(({ hasSharesToHost }) => hasSharesToHost())
      .then(
        (hosting) => live && hosting && setNeeded(true),
        // No IndexedDB here (a private window of some browsers): nothing to host until this page shares.
        () => undefined,
      );
    const channel = openUploadQueueChannel();
    channel?.addEventListener('message', () => setNeeded(true));
    return () => {
      live = false;
      channel?.close();
    };
  }, [needed]);
  useEffect(() => {
    if (!needed) return;
    const controller = new AbortController();
    import('./host/host-while-open')
      .then(({ hostWhileOpen }) => hostWhileOpen(controller.signal, (code) => opened.current(code)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [needed]);
}
