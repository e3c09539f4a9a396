import { useState } from 'react';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { PageHeader } from '../../components/page-header/page-header';
import { decryptText, DecryptionError, encryptText, isCryptoAvailable } from '../../features/encryption';
import styles from './end-to-end-encryption-page.module.css';

const EMPTY_MESSAGE = 'Please enter a message to encrypt.';
const EMPTY_PASSPHRASE = 'Please enter a passphrase.';
const EMPTY_CIPHERTEXT = 'Paste the encrypted text to decrypt.';
const NO_WEBCRYPTO = 'Encryption needs a secure connection (HTTPS or localhost). Open this page over HTTPS.';

type Busy = 'encrypt' | 'decrypt' | null;

/** Real AES-GCM encryption in the browser; nothing on this page is sent anywhere. */
export default function EndToEndEncryptionPage() {
  const [passphrase, setPassphrase] = useState('');
  const [message, setMessage] = useState('');
  const [ciphertext, setCiphertext] = useState('');
  const [decrypted, setDecrypted] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  async function run(kind: 'encrypt' | 'decrypt') {
    const input = kind === 'encrypt' ? message : ciphertext;
    const problem = !input.trim()
      ? kind === 'encrypt'
        ? EMPTY_MESSAGE
        : EMPTY_CIPHERTEXT
      : !passphrase
        ? EMPTY_PASSPHRASE
        : !isCryptoAvailable()
          ? NO_WEBCRYPTO
          : null;
    setError(problem);
    if (problem) return;
    setBusy(kind);
    try {
      if (kind === 'encrypt') {
        setCiphertext(await encryptText(message, passphrase));
        setDecrypted(null);
      } else {
        setDecrypted(await decryptText(ciphertext, passphrase));
      }
    } catch (caught) {
      setError(caught instanceof DecryptionError ? caught.message : 'Encryption failed in this browser.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="container page">
      <PageHeader
        title="End-to-End Encryption"
        badge="In your browser"
        lead="Encrypt a message with a passphrase before you share it. Only someone with the passphrase can read it."
      >
        <p className="muted">
          Uses AES-256-GCM with a key derived from your passphrase (PBKDF2, SHA-256). Encryption and decryption happen
          on this device; your text and passphrase are never sent. Share the passphrase through a different channel than
          the encrypted text.
        </p>
      </PageHeader>

      <div className={styles.layout}>
        <div className="card stack">
          <div className="field">
            <label htmlFor="e2e-passphrase">Passphrase</label>
            <input
              id="e2e-passphrase"
              type="password"
              autoComplete="off"
              value={passphrase}
              onChange={(event) => setPassphrase(event.target.value)}
            />
            <p className="hint">Use a long phrase you can tell the recipient, e.g. four random words.</p>
          </div>
          <div className="field">
            <label htmlFor="e2e-message">Message</label>
            <textarea id="e2e-message" rows={5} value={message} onChange={(event) => setMessage(event.target.value)} />
          </div>
          <Button onClick={() => void run('encrypt')} disabled={busy !== null}>
            {busy === 'encrypt' ? 'Encrypting...' : 'Encrypt Message'}
          </Button>
        </div>

        <div className="card stack">
          <div className="field">
            <label htmlFor="e2e-ciphertext">Encrypted message</label>
            <textarea
              id="e2e-ciphertext"
              rows={5}
              className={styles.cipher}
              value={ciphertext}
              placeholder="The encrypted text appears here. You can also paste encrypted text to decrypt it."
              onChange={(event) => {
                setCiphertext(event.target.value);
                setDecrypted(null);
              }}
            />
          </div>
          <div className="row-start">
            <Button variant="secondary" onClick={() => void run('decrypt')} disabled={busy !== null}>
              {busy === 'decrypt' ? 'Decrypting...' : 'Decrypt'}
            </Button>
            {ciphertext && navigator.clipboard && (
              <Button variant="ghost" onClick={() => void navigator.clipboard.writeText(ciphertext)}>
                Copy encrypted text
              </Button>
            )}
          </div>
          {decrypted !== null && (
            <div className="field">
              <span className={styles.outputLabel} id="e2e-decrypted-label">
                Decrypted message
              </span>
              <output aria-labelledby="e2e-decrypted-label" className={styles.output}>
                {decrypted}
              </output>
            </div>
          )}
        </div>
      </div>
      {error && (
        <Alert tone="error" className={styles.error}>
          {error}
        </Alert>
      )}
    </div>
  );
}
