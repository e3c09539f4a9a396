import { buttonClassName } from '../../components/button/button';
import styles from './share-view.module.css';

/** The share's QR code and address, folded away, with the image to download. */
export function ShareQr({ qrCode, folderCode, folderUrl }: { qrCode: string; folderCode: string; folderUrl: string }) {
  return (
    <details className={styles.qr}>
      <summary>QR code for this folder</summary>
      <div className={styles.qrBody}>
        <img src={qrCode} alt={`QR code for folder ${folderCode}`} width={160} height={160} loading="lazy" />
        <div className={styles.qrLinks}>
          <a href={folderUrl} target="_blank" rel="noopener" dir="ltr">
            {folderUrl}
          </a>
          <a
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            href={qrCode}
            download={`sharecode-${folderCode}-qr.png`}
          >
            Download QR
          </a>
        </div>
      </div>
    </details>
  );
}
