import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLiveHost } from './use-live-host';
import { Toast } from '../../components/toast/toast';

/** Long enough to be read by a sender who glanced away: the recipient is already looking at the files. */
const OPENED_NOTICE_MS = 8_000;

/**
 * Part of every page: hands the keys of this device's end-to-end encrypted shares to recipients who type their
 * code (docs/encryption.md), and says so each time one does; and sends the files this page holds straight to
 * recipients' devices that ask for them (direct/). Both through the page's one poll (host/).
 */
export function CodeExchangeHost() {
  const intl = useIntl();
  const [openedWith, setOpenedWith] = useState<string | null>(null);
  useLiveHost(setOpenedWith);
  const dismiss = useCallback(() => setOpenedWith(null), []);
  // Drawn only with a notice: every page already has live regions of its own, and this one is rarely needed.
  if (openedWith === null) return null;
  const notice = intl.formatMessage(
    { id: 'live.codeExchangeHost.openedNotice', defaultMessage: 'Someone opened your share with the code {code}.' },
    { code: openedWith },
  );
  return <Toast message={notice} onDismiss={dismiss} durationMs={OPENED_NOTICE_MS} tone="info" />;
}
