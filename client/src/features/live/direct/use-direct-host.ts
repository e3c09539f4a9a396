import { useEffect, useState } from 'react';
import { openUploadQueueChannel } from '../../send';

/**
 * While this page is open, sends the files of its shares straight to recipients' devices that ask for them
 * (docs/direct-transfer.md). A page holds files to send only once it has shared something, and the upload queue
 * then speaks on its channel: until it does, nothing of direct transfer is loaded, so pages that only receive or
 * read start without it.
 */
export function useDirectHost(): void {
  const [shared, setShared] = useState(false);
  useEffect(() => {
    if (shared) return;
    const channel = openUploadQueueChannel();
    channel?.addEventListener('message', () => setShared(true));
    return () => channel?.close();
  }, [shared]);
  useEffect(() => {
    if (!shared) return;
    const controller = new AbortController();
    import('./direct-host').then(({ hostWhileOpen }) => hostWhileOpen(controller.signal)).catch(() => undefined);
    return () => controller.abort();
  }, [shared]);
}
