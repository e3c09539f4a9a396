import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { PageHeader } from '../../components/page-header/page-header';
import { decryptText, DecryptionError, encryptText, isCryptoAvailable } from '../../features/encryption';
import styles from './end-to-end-encryption-page.module.css';

type Problem = 'emptyMessage' | 'emptyPassphrase' | 'emptyCiphertext' | 'noWebCrypto' | 'failed';

/** What the page says when it cannot encrypt or decrypt, kept as messages so they follow a language switch. */
const PROBLEMS = defineMessages<Record<Problem, NoMessageValues>>({
  emptyMessage: { id: 'endToEndEncryption.page.emptyMessage', defaultMessage: 'Please enter a message to encrypt.' },
  emptyPassphrase: { id: 'endToEndEncryption.page.emptyPassphrase', defaultMessage: 'Please enter a passphrase.' },
  emptyCiphertext: {
    id: 'endToEndEncryption.page.emptyCiphertext',
    defaultMessage: 'Paste the encrypted text to decrypt.',
  },
  noWebCrypto: {
    id: 'endToEndEncryption.page.noWebCrypto',
    defaultMessage: 'Encryption needs a secure connection (HTTPS or localhost). Open this page over HTTPS.',
  },
  failed: { id: 'endToEndEncryption.page.failed', defaultMessage: 'Encryption failed in this browser.' },
});

type Busy = 'encrypt' | 'decrypt' | null;

/** Real AES-GCM encryption in the browser; nothing on this page is sent anywhere. */
export default function EndToEndEncryptionPage() {
  const intl = useIntl();
  const [passphrase, setPassphrase] = useState('');
  const [message, setMessage] = useState('');
  const [ciphertext, setCiphertext] = useState('');
  const [decrypted, setDecrypted] = useState<string | null>(null);
  // One of the page's own problems, or the decryption error's text (already in the page's language).
  const [error, setError] = useState<{ problem: Problem } | { text: string } | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  async function run(kind: 'encrypt' | 'decrypt') {
    const input = kind === 'encrypt' ? message : ciphertext;
    const problem: Problem | null = !input.trim()
      ? kind === 'encrypt'
        ? 'emptyMessage'
        : 'emptyCiphertext'
      : !passphrase
        ? 'emptyPassphrase'
        : !isCryptoAvailable()
          ? 'noWebCrypto'
          : null;
    setError(problem ? { problem } : null);
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
      setError(caught instanceof DecryptionError ? { text: caught.message } : { problem: 'failed' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="container page">
      <PageHeader
        title={intl.formatMessage({ id: 'endToEndEncryption.page.title', defaultMessage: 'End-to-End Encryption' })}
        badge={intl.formatMessage({ id: 'endToEndEncryption.page.badge', defaultMessage: 'In your browser' })}
        lead={
          <FormattedMessage
            id="endToEndEncryption.page.lead"
            defaultMessage="Encrypt a message with a passphrase before you share it. Only someone with the passphrase can read it."
          />
        }
      >
        <p className="muted">
          <FormattedMessage
            id="endToEndEncryption.page.howItWorks"
            defaultMessage="Uses AES-256-GCM with a key derived from your passphrase (PBKDF2, SHA-256). Encryption and decryption happen on this device; your text and passphrase are never sent. Share the passphrase through a different channel than the encrypted text."
          />
        </p>
      </PageHeader>

      <div className={styles.layout}>
        <div className="card stack">
          <div className="field">
            <label htmlFor="e2e-passphrase">
              <FormattedMessage id="endToEndEncryption.page.passphraseLabel" defaultMessage="Passphrase" />
            </label>
            <input
              id="e2e-passphrase"
              type="password"
              autoComplete="off"
              value={passphrase}
              onChange={(event) => setPassphrase(event.target.value)}
            />
            <p className="hint">
              <FormattedMessage
                id="endToEndEncryption.page.passphraseHint"
                defaultMessage="Use a long phrase you can tell the recipient, e.g. four random words."
              />
            </p>
          </div>
          <div className="field">
            <label htmlFor="e2e-message">
              <FormattedMessage id="endToEndEncryption.page.messageLabel" defaultMessage="Message" />
            </label>
            <textarea id="e2e-message" rows={5} value={message} onChange={(event) => setMessage(event.target.value)} />
          </div>
          <Button onClick={() => void run('encrypt')} disabled={busy !== null}>
            {busy === 'encrypt' ? (
              <FormattedMessage id="endToEndEncryption.page.encrypting" defaultMessage="Encrypting..." />
            ) : (
              <FormattedMessage id="endToEndEncryption.page.encryptButton" defaultMessage="Encrypt Message" />
            )}
          </Button>
        </div>

        <div className="card stack">
          <div className="field">
            <label htmlFor="e2e-ciphertext">
              <FormattedMessage id="endToEndEncryption.page.ciphertextLabel" defaultMessage="Encrypted message" />
            </label>
            <textarea
              id="e2e-ciphertext"
              rows={5}
              className={styles.cipher}
              value={ciphertext}
              placeholder={intl.formatMessage({
                id: 'endToEndEncryption.page.ciphertextPlaceholder',
                defaultMessage: 'The encrypted text appears here. You can also paste encrypted text to decrypt it.',
              })}
              onChange={(event) => {
                setCiphertext(event.target.value);
                setDecrypted(null);
              }}
            />
          </div>
          <div className="row-start">
            <Button variant="secondary" onClick={() => void run('decrypt')} disabled={busy !== null}>
              {busy === 'decrypt' ? (
                <FormattedMessage id="endToEndEncryption.page.decrypting" defaultMessage="Decrypting..." />
              ) : (
                <FormattedMessage id="endToEndEncryption.page.decryptButton" defaultMessage="Decrypt" />
              )}
            </Button>
            {ciphertext && navigator.clipboard && (
              <Button variant="ghost" onClick={() => void navigator.clipboard.writeText(ciphertext)}>
                <FormattedMessage id="endToEndEncryption.page.copyButton" defaultMessage="Copy encrypted text" />
              </Button>
            )}
          </div>
          {decrypted !== null && (
            <div className="field">
              <span className={styles.outputLabel} id="e2e-decrypted-label">
                <FormattedMessage id="endToEndEncryption.page.decryptedLabel" defaultMessage="Decrypted message" />
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
          {'problem' in error ? intl.formatMessage(PROBLEMS[error.problem]) : error.text}
        </Alert>
      )}
    </div>
  );
}
