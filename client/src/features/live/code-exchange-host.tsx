import { useCallback, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLiveHost } from './use-live-host';
import { Toast } from '../../components/toast/toast';

/** Long enough to be read by a sender who glanced away: the recipient is already looking at the files. */
const OPENED_NOTICE_MS = 8_000;
/** Long enough for two people to read six digits to each other. */
const REQUEST_OPENED_NOTICE_MS = 60_000;

const messages = defineMessages<{
  openedNotice: { code: string };
  requestOpenedNotice: { code: string; checkNumber: string };
}>({
  openedNotice: {
    id: 'live.codeExchangeHost.openedNotice',
    defaultMessage: 'Someone opened your share with the code {code}.',
  },
  requestOpenedNotice: {
    id: 'live.codeExchangeHost.requestOpenedNotice',
    defaultMessage:
      'Someone opened your file request with the code {code}. Check number: {checkNumber}. If they see the same number, nobody came in between.',
  },
});

type Opened = { kind: 'share'; code: string } | { kind: 'request'; code: string; checkNumber: string };

/**
 * Part of every page: hands the keys of this device's end-to-end encrypted shares to recipients who type their
 * code (docs/encryption.md), and the keys of its open file requests to uploaders who type theirs, and says so each
 * time one does (for a request, with the check number both people can compare); and sends the files this page
 * holds straight to recipients' devices that ask for them (direct/). All through the page's one poll (host/).
 */
export function CodeExchangeHost() {
  const intl = useIntl();
  const [opened, setOpened] = useState<Opened | null>(null);
  const listeners = useMemo(
    () => ({
      onOpened: (code: string) => setOpened({ kind: 'share', code }),
      onRequestOpened: (code: string, checkNumber: string) => setOpened({ kind: 'request', code, checkNumber }),
    }),
    [],
  );
  useLiveHost(listeners);
  const dismiss = useCallback(() => setOpened(null), []);
  // Drawn only with a notice: every page already has live regions of its own, and this one is rarely needed.
  if (opened === null) return null;
  if (opened.kind === 'share') {
    const notice = intl.formatMessage(messages.openedNotice, { code: opened.code });
    return <Toast message={notice} onDismiss={dismiss} durationMs={OPENED_NOTICE_MS} tone="info" />;
  }
  const notice = intl.formatMessage(messages.requestOpenedNotice, {
    code: opened.code,
    checkNumber: opened.checkNumber,
  });
  return <Toast message={notice} onDismiss={dismiss} durationMs={REQUEST_OPENED_NOTICE_MS} tone="info" />;
}
