import { useEffect, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useCopyFeedback } from '../../hooks/use-copy-feedback';
import { Alert } from '../../components/alert/alert';
import { Button, buttonClassName } from '../../components/button/button';
import { SpelledDigits } from '../../components/spelled-digits/spelled-digits';
import { qrFileName, shareQrCode, SHARE_MESSAGES, type SharedText } from './share-qr';
import styles from './share-details.module.css';

/** The feature page's copy alerts. */
const messages = defineMessages({
  copySuccess: { id: 'send.shareDetails.copySuccessAlert', defaultMessage: 'URL copied to clipboard!' },
  copyFailure: { id: 'send.shareDetails.copyFailureAlert', defaultMessage: 'Failed to copy!' },
});
const ALERT_MS = 3000;

/** The words around the code, link and QR when they are not a share's (a file request's). */
export interface CodeLinkQrWords {
  codeLabel: string;
  urlLabel: string;
  qrAlt: string;
  /** What the Share button sends with the QR and the link. */
  shared: SharedText;
}

export interface CodeLinkQrProps {
  code: string;
  url: string;
  /** A PNG data URL of the QR, which decodes to `url`. */
  qrCode: string;
  words?: CodeLinkQrWords;
  /**
   * `indicator`: the Copy URL button reads "Copied!" for 2 s (/data-sharing);
   * `alerts`: "URL copied to clipboard!" / "Failed to copy!" messages (/features/file-sharing).
   */
  copyFeedback?: 'indicator' | 'alerts';
  /** Rows of facts after the code and the URL (a share's expiry). */
  facts?: ReactNode;
  /** A note between them and the actions. */
  note?: ReactNode;
  /** Extra content under the actions, e.g. links to social networks. */
  children?: ReactNode;
}

/**
 * A code, its link and the link's QR, with copy, share and download QR: what a sender hands over after sharing, and
 * a requester after asking for files. A share's words unless `words` gives others.
 */
export function CodeLinkQr({
  code,
  url,
  qrCode,
  words,
  copyFeedback = 'indicator',
  facts,
  note,
  children,
}: CodeLinkQrProps) {
  const intl = useIntl();
  const { copied, copy } = useCopyFeedback();
  const [copyAlert, setCopyAlert] = useState<'success' | 'failure' | null>(null);
  const [shareMessage, setShareMessage] = useState<'unsupported' | 'failed' | null>(null);

  useEffect(() => {
    if (copyAlert !== 'success') return;
    const timer = setTimeout(() => setCopyAlert(null), ALERT_MS);
    return () => clearTimeout(timer);
  }, [copyAlert]);

  const onCopy = async () => {
    const ok = await copy(url);
    if (copyFeedback === 'alerts') setCopyAlert(ok ? 'success' : 'failure');
  };

  const onShare = async () => {
    setShareMessage(null);
    const outcome = await shareQrCode({ folderCode: code, folderUrl: url, qrCode }, words?.shared);
    if (outcome === 'unsupported' || outcome === 'failed') setShareMessage(outcome);
  };

  return (
    <div className={styles.details}>
      <div className={styles.top}>
        <img
          className={styles.qr}
          src={qrCode}
          alt={
            words?.qrAlt ??
            intl.formatMessage({ id: 'send.shareDetails.qrAlt', defaultMessage: 'QR code for folder {code}' }, { code })
          }
          width={180}
          height={180}
        />
        <dl className={styles.facts}>
          <div>
            <dt>
              {words?.codeLabel ?? <FormattedMessage id="send.shareDetails.codeLabel" defaultMessage="Folder code" />}
            </dt>
            <dd className={styles.code}>
              {/* Seen whole, left to right in any language; heard digit by digit. */}
              <SpelledDigits digits={code} testId="folder-code" />
            </dd>
          </div>
          <div>
            <dt>
              {words?.urlLabel ?? <FormattedMessage id="send.shareDetails.urlLabel" defaultMessage="Folder URL" />}
            </dt>
            <dd>
              <a className={styles.url} href={url} target="_blank" rel="noopener" dir="ltr" data-testid="folder-url">
                {url}
              </a>
            </dd>
          </div>
          {facts}
        </dl>
      </div>

      {note}

      <div className={styles.actions}>
        <Button variant="primary" onClick={() => void onCopy()}>
          {copyFeedback === 'indicator' && copied ? (
            <FormattedMessage id="send.shareDetails.copiedButton" defaultMessage="Copied!" />
          ) : (
            <FormattedMessage id="send.shareDetails.copyButton" defaultMessage="Copy URL" />
          )}
        </Button>
        <span className="visually-hidden" role="status">
          {copyFeedback === 'indicator' && copied
            ? intl.formatMessage({ id: 'send.shareDetails.copiedStatus', defaultMessage: 'URL copied' })
            : ''}
        </span>
        <Button variant="secondary" onClick={() => void onShare()}>
          <FormattedMessage id="send.shareDetails.shareButton" defaultMessage="Share" />
        </Button>
        <a className={buttonClassName({ variant: 'secondary' })} href={qrCode} download={qrFileName(code)}>
          <FormattedMessage id="send.shareDetails.downloadQrButton" defaultMessage="Download QR" />
        </a>
      </div>

      {copyAlert === 'success' && <Alert tone="success">{intl.formatMessage(messages.copySuccess)}</Alert>}
      {copyAlert === 'failure' && (
        <Alert tone="error" onDismiss={() => setCopyAlert(null)}>
          {intl.formatMessage(messages.copyFailure)}
        </Alert>
      )}
      {shareMessage && (
        <Alert tone="warning" onDismiss={() => setShareMessage(null)}>
          {intl.formatMessage(SHARE_MESSAGES[shareMessage])}
        </Alert>
      )}
      {children}
    </div>
  );
}
