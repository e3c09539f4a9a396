import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { UploadedFolder } from '../../lib/api/folders';
import { describeRetention, describeRetentionAfterArrival, formatExpiryTime } from '../../lib/sharing/share-expiry';
import { useExpiryLabel } from '../../hooks/use-expiry-label';
import { CodeLinkQr, type CodeLinkQrProps } from './code-link-qr';
import { useShareArrival } from './share-arrival';
import { DirectOnlyNote } from './direct-only-note';
import styles from './share-details.module.css';

export interface ShareDetailsProps {
  result: UploadedFolder;
  copyFeedback?: CodeLinkQrProps['copyFeedback'];
  /** This device is still sending its files (so its retention has not started). */
  sending?: boolean;
  /** Extra content under the actions, e.g. links to social networks. */
  children?: ReactNode;
}

/**
 * What a sender needs after sharing: the QR, the code, the URL, copy, share, download QR and the expiry; while its
 * files are still arriving, that its retention starts once the last one has; for a share sent directly only, that
 * it lives only while this page is open.
 */
export function ShareDetails({ result, copyFeedback = 'indicator', sending = false, children }: ShareDetailsProps) {
  const { arriving, expiresAt } = useShareArrival(result, sending);
  const expiresIn = useExpiryLabel(arriving ? undefined : expiresAt);

  const expiry = arriving ? (
    <div>
      <dt>
        <FormattedMessage id="send.shareDetails.expiryLabel" defaultMessage="Expiry" />
      </dt>
      <dd data-testid="expiry" data-arriving="">
        {describeRetentionAfterArrival(result.retention)}
      </dd>
    </div>
  ) : (
    expiresIn && (
      <div>
        <dt>
          <FormattedMessage id="send.shareDetails.expiryLabel" defaultMessage="Expiry" />
        </dt>
        <dd>
          <time dateTime={expiresAt} title={formatExpiryTime(expiresAt)} data-testid="expiry">
            {expiresIn[0].toUpperCase() + expiresIn.slice(1)}
          </time>
          <span className={styles.muted}>
            {' '}
            <FormattedMessage
              id="send.shareDetails.expiryTime"
              defaultMessage="({time})"
              values={{ time: formatExpiryTime(expiresAt) }}
            />
          </span>
          {describeRetention(result.retention) && (
            <span className={styles.retention}>{describeRetention(result.retention)}</span>
          )}
        </dd>
      </div>
    )
  );

  return (
    <div data-arrival={arriving ? 'arriving' : 'arrived'}>
      <CodeLinkQr
        code={result.folderCode}
        url={result.folderUrl}
        qrCode={result.qrCode}
        copyFeedback={copyFeedback}
        facts={expiry}
        note={result.directOnly && <DirectOnlyNote />}
      >
        {children}
      </CodeLinkQr>
    </div>
  );
}
