import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQrCamera } from '../../../hooks/use-qr-camera';
import { Button } from '../../../components/button/button';
import { loadQrScanner } from '../../../lib/qr-scan/load-qr-scanner';
import styles from './qr-scanner.module.css';

export interface QrScannerProps {
  /** Receives the decoded text, from the camera or from an image. */
  onDecode: (text: string) => void;
  /** Start the camera as soon as the panel shows (the recovery page's Scan QR). */
  autoStart?: boolean;
  disabled?: boolean;
}

/**
 * Read a QR code with the camera or from an image file. The image route is always offered: it is the
 * fallback when there is no camera, permission is denied, or the page is not on a secure origin.
 */
export function QrScanner({ onDecode, autoStart = false, disabled }: QrScannerProps) {
  const imageInput = useRef<HTMLInputElement>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const { attachVideo, ...camera } = useQrCamera(
    (text) => {
      setImageError(null);
      onDecode(text);
    },
    { autoStart },
  );
  const hintId = useId();
  const intl = useIntl();

  const scanImage = async (file: File | undefined) => {
    if (!file) return;
    setImageError(null);
    setReading(true);
    camera.stop();
    try {
      const Scanner = await loadQrScanner();
      const result = await Scanner.scanImage(file, { returnDetailedScanResult: true, alsoTryWithoutScanRegion: true });
      onDecode(result.data);
    } catch {
      // The QR tab's decode failure.
      setImageError(
        intl.formatMessage({ id: 'receive.qrScanner.readFailed', defaultMessage: 'Failed to read QR code.' }),
      );
    } finally {
      setReading(false);
    }
  };

  const live = camera.state.status === 'scanning' || camera.state.status === 'starting';

  return (
    <div className={styles.scanner}>
      <div className={styles.viewport} hidden={!live}>
        <video
          ref={attachVideo}
          className={styles.video}
          muted
          playsInline
          aria-label={intl.formatMessage({
            id: 'receive.qrScanner.cameraLabel',
            defaultMessage: 'Camera view for scanning a QR code',
          })}
        />
      </div>

      <div className={styles.controls}>
        {live ? (
          <Button variant="secondary" onClick={camera.stop}>
            <FormattedMessage id="receive.qrScanner.stopCamera" defaultMessage="Stop camera" />
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void camera.start()} disabled={disabled}>
            <FormattedMessage id="receive.qrScanner.scanWithCamera" defaultMessage="Scan with camera" />
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => imageInput.current?.click()}
          disabled={disabled || reading}
          aria-describedby={hintId}
        >
          {reading ? (
            <FormattedMessage id="receive.qrScanner.reading" defaultMessage="Reading…" />
          ) : (
            <FormattedMessage id="receive.qrScanner.chooseImage" defaultMessage="Choose a QR image" />
          )}
        </Button>
        <input
          ref={imageInput}
          className={styles.input}
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-label={intl.formatMessage({ id: 'receive.qrScanner.imageLabel', defaultMessage: 'QR code image' })}
          data-testid="qr-image-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            void scanImage(file);
          }}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        <FormattedMessage
          id="receive.qrScanner.hint"
          defaultMessage="Point the camera at a Sharecode QR, or choose a photo or screenshot of one."
        />
      </p>

      <div role="status" className={styles.status}>
        {camera.state.status === 'starting' && (
          <FormattedMessage id="receive.qrScanner.starting" defaultMessage="Starting the camera…" />
        )}
        {camera.state.status === 'scanning' && (
          <FormattedMessage id="receive.qrScanner.looking" defaultMessage="Looking for a QR code…" />
        )}
      </div>
      {camera.state.status === 'problem' && (
        <p className={styles.problem} role="alert">
          {camera.state.message}
        </p>
      )}
      {imageError && (
        <p className={styles.problem} role="alert">
          {imageError}
        </p>
      )}
    </div>
  );
}
