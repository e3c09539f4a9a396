import { useId, useRef, useState } from 'react';
import { useQrCamera } from '../../../hooks/use-qr-camera';
import { Button } from '../../../components/button/button';
import { loadQrScanner } from '../../../lib/qr-scan/load-qr-scanner';
import styles from './qr-scanner.module.css';

/** The QR tab's decode failure. */
const QR_READ_FAILED_MESSAGE = 'Failed to read QR code.';

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
      setImageError(QR_READ_FAILED_MESSAGE);
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
          aria-label="Camera view for scanning a QR code"
        />
      </div>

      <div className={styles.controls}>
        {live ? (
          <Button variant="secondary" onClick={camera.stop}>
            Stop camera
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void camera.start()} disabled={disabled}>
            Scan with camera
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => imageInput.current?.click()}
          disabled={disabled || reading}
          aria-describedby={hintId}
        >
          {reading ? 'Reading…' : 'Choose a QR image'}
        </Button>
        <input
          ref={imageInput}
          className={styles.input}
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-label="QR code image"
          data-testid="qr-image-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            void scanImage(file);
          }}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        Point the camera at a Sharecode QR, or choose a photo or screenshot of one.
      </p>

      <div role="status" className={styles.status}>
        {camera.state.status === 'starting' && 'Starting the camera…'}
        {camera.state.status === 'scanning' && 'Looking for a QR code…'}
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
