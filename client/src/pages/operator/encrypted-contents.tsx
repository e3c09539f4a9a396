import { type FormEvent, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/button/button';
import { LazyEncryptedFolder } from '../../features/receive';
import type { RetrievedFolder } from '../../lib/api/folders';
import { fragmentOf, keyOfFragment } from '../../lib/sharing/share-key-link';
import type { OperatorFolder } from '../../lib/moderation/operator-types';
import { formText } from '../../lib/platform/form-text';
import styles from './operator-page.module.css';

/**
 * The share as its recipients get it, for the decrypting page: its files fetched through the console's
 * preview addresses, which count no opens or downloads.
 */
function asRetrieved(folder: OperatorFolder): RetrievedFolder {
  const totalBytes = folder.files.reduce((sum, file) => sum + file.filesize, 0);
  return {
    folderCode: folder.code,
    folderUrl: folder.url ?? '',
    expiresAt: folder.expiresAt,
    retention: folder.retention,
    encrypted: true,
    status: 'ready',
    receivedBytes: totalBytes,
    totalBytes,
    // Nothing to follow: the console looks at a share as it is stored.
    progressUrl: '',
    files: folder.files.map((file) => ({
      id: file.id,
      filepath: file.filepath,
      path: file.filepath,
      filename: file.filename,
      filesize: file.filesize,
      mimetype: file.mimetype,
      url: file.previewUrl,
      // The console opens a share's stored files whatever their state: each is whole once it is listed here.
      status: 'ready' as const,
      receivedBytes: file.filesize,
    })),
  };
}

/** The first report target that carries a key after #: what a reporter pasted as the whole link. */
function pastedLink(folder: OperatorFolder): string {
  return folder.reports.map((report) => report.target).find((target) => keyOfFragment(fragmentOf(target))) ?? '';
}

/**
 * An end-to-end encrypted share's contents, decrypted in the operator's browser with its whole link (the key
 * after #), which the server never has unless a reporter pasted it into a report: then it is filled in here.
 */
export function EncryptedContents({ folder }: { folder: OperatorFolder }) {
  const intl = useIntl();
  const inputId = useId();
  const [fragment, setFragment] = useState<string | null>(null);
  const retrieved = useMemo(() => asRetrieved(folder), [folder]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFragment(fragmentOf(formText(new FormData(event.currentTarget), 'link').trim()));
  };
  return (
    <div className="stack">
      <form
        className={`stack ${styles.action}`}
        onSubmit={submit}
        aria-label={intl.formatMessage({ id: 'operator.decrypt.label', defaultMessage: 'Decrypt the share' })}
      >
        <p className={styles.muted}>
          <FormattedMessage
            id="operator.decrypt.explanation"
            defaultMessage="End-to-end encrypted: its contents can be seen only with its whole link, the key after # included. It is decrypted in this browser; the key is not sent anywhere."
          />
        </p>
        <div className="field">
          <label htmlFor={inputId}>
            <FormattedMessage id="operator.decrypt.linkLabel" defaultMessage="Whole link" />
          </label>
          <input id={inputId} name="link" type="url" defaultValue={pastedLink(folder)} required />
        </div>
        <Button type="submit" variant="secondary" size="lg" block>
          <FormattedMessage id="operator.decrypt.button" defaultMessage="Decrypt here" />
        </Button>
      </form>
      {fragment !== null && <LazyEncryptedFolder key={fragment} folder={retrieved} fragment={fragment} />}
    </div>
  );
}
