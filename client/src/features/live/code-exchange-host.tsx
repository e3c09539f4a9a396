import { useCallback, useState } from 'react';
import { useLiveHost } from './use-live-host';
import { Toast } from '../../components/toast/toast';

/** Long enough to be read by a sender who glanced away: the recipient is already looking at the files. */
const OPENED_NOTICE_MS = 8_000;

function openedNotice(folderCode: string): string {
  return `Someone opened your share with the code ${folderCode}.`;
}

/**
 * Part of every page: hands the keys of this device's end-to-end encrypted shares to recipients who type their
 * code (docs/encryption.md), and says so each time one does; and sends the files this page holds straight to
 * recipients' devices that ask for them (direct/). Both through the page's one poll (host/).
 */
export function CodeExchangeHost() {
  const [notice, setNotice] = useState<string | null>(null);
  useLiveHost((folderCode) => setNotice(openedNotice(folderCode)));
  const dismiss = useCallback(() => setNotice(null), []);
  // Drawn only with a notice: every page already has live regions of its own, and this one is rarely needed.
  if (notice === null) return null;
  return <Toast message={notice} onDismiss={dismiss} durationMs={OPENED_NOTICE_MS} tone="info" />;
}
