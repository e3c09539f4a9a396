import { FormattedMessage, useIntl } from 'react-intl';
import { buttonClassName } from '../../components/button/button';
import styles from './share-view.module.css';

/** The share's QR code and address, folded away, with the image to download. */
export function ShareQr({ qrCode, folderCode, folderUrl }: { qrCode: string; folderCode: string; folderUrl: string }) {
  const intl = useIntl();
  return (
    <details className={styles.qr}>
      <summary>
        <FormattedMessage id="receive.shareQr.summary" defaultMessage="QR code for this folder" />
      </summary>
      <div className={styles.qrBody}>
        <img
          src={qrCode}
          alt={intl.formatMessage(
            { id: 'receive.shareQr.imageAlt', defaultMessage: 'QR code for folder {code}' },
            { code: folderCode },
          )}
          width={160}
          height={160}
          loading="lazy"
        />
        <div className={styles.qrLinks}>
          <a href={folderUrl} target="_blank" rel="noopener" dir="ltr">
            {folderUrl}
          </a>
          <a
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            href={qrCode}
            download={`sharecode-${folderCode}-qr.png`}
          >
            <FormattedMessage id="receive.shareQr.downloadButton" defaultMessage="Download QR" />
          </a>
        </div>
      </div>
    </details>
  );
}
