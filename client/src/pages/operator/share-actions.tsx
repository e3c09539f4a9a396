import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { blockFiles, releaseShare, takeDown } from '../../lib/moderation/operator-api';
import type { OperatorFolder } from '../../lib/moderation/operator-types';
import { formText } from '../../lib/platform/form-text';
import { errorText } from './error-text';
import { type Outcome, TakedownForm, type TakedownWords } from './takedown-form';
import styles from './operator-page.module.css';

interface ActionProps {
  folder: OperatorFolder;
  onDone: (outcome: Outcome) => void;
}

/** Take down: a category and the statement of reasons the sender reads, then a confirmation. */
function TakeDown({ folder, onDone }: ActionProps) {
  const intl = useIntl();
  const words: TakedownWords = {
    confirm: intl.formatMessage(
      {
        id: 'operator.takeDown.confirm',
        defaultMessage:
          'Take share {code} down for everyone? Its files will be deleted, and its sender will read your statement of reasons.',
      },
      { code: folder.code },
    ),
    done: intl.formatMessage(
      {
        id: 'operator.takeDown.done',
        defaultMessage: 'Share {code} was taken down. Its sender can read your reasons.',
      },
      { code: folder.code },
    ),
    reasonsHint: intl.formatMessage({
      id: 'operator.takeDown.reasonsHint',
      defaultMessage: 'What was found and why it breaks the law or the terms. The sender reads this.',
    }),
  };
  return (
    <TakedownForm
      words={words}
      defaultCategory={folder.reports[0]?.category}
      takeDown={(category, reasons) => takeDown(folder.id, category, reasons)}
      onDone={onDone}
    />
  );
}

/** Release: a quarantined share goes live again, with the reason in the audit log. */
function Release({ folder, onDone }: ActionProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = formText(new FormData(event.currentTarget), 'reason').trim();
    setBusy(true);
    try {
      await releaseShare(folder.id, reason);
      onDone({
        tone: 'success',
        text: intl.formatMessage(
          { id: 'operator.release.done', defaultMessage: 'Share {code} is live again.' },
          { code: folder.code },
        ),
      });
    } catch (error) {
      onDone({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={`stack ${styles.action}`}
      onSubmit={(event) => void submit(event)}
      aria-label={intl.formatMessage({ id: 'operator.release.label', defaultMessage: 'Release' })}
    >
      <h3 className={styles.actionTitle}>
        <FormattedMessage id="operator.release.label" defaultMessage="Release" />
      </h3>
      <div className="field">
        <label htmlFor="release-reason">
          <FormattedMessage id="operator.release.reasonLabel" defaultMessage="Why the finding was wrong" />
        </label>
        <textarea id="release-reason" name="reason" rows={2} required />
      </div>
      <Button type="submit" variant="secondary" size="lg" block disabled={busy}>
        <FormattedMessage id="operator.release.button" defaultMessage="Release the share" />
      </Button>
    </form>
  );
}

/** Block files: every file's SHA-256 goes on the block list, so nobody can share them again. */
function BlockFiles({ folder, onDone }: ActionProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const block = async () => {
    setBusy(true);
    try {
      const { blocked } = await blockFiles(folder.id);
      onDone({
        tone: 'success',
        text: intl.formatMessage(
          {
            id: 'operator.blockFiles.done',
            defaultMessage:
              '{count, plural, one {{files} file added to the block list.} other {{files} files added to the block list.}}',
          },
          { count: blocked, files: String(blocked) },
        ),
      });
    } catch (error) {
      onDone({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={`stack ${styles.action}`}>
      <h3 className={styles.actionTitle}>
        <FormattedMessage id="operator.blockFiles.title" defaultMessage="Block files" />
      </h3>
      <p className={styles.muted}>
        <FormattedMessage
          id="operator.blockFiles.explanation"
          defaultMessage="Nobody can share these exact files again (matched by SHA-256)."
        />
      </p>
      <Button variant="secondary" size="lg" block disabled={busy} onClick={() => void block()}>
        <FormattedMessage id="operator.blockFiles.button" defaultMessage="Block its files" />
      </Button>
    </div>
  );
}

/** What an operator can do to a share, by its status; `onChanged` reloads it after an action. */
export function ShareActions({ folder, onChanged }: { folder: OperatorFolder; onChanged: () => void }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const onDone = (next: Outcome) => {
    setOutcome(next);
    if (next?.tone === 'success') onChanged();
  };
  const hasHashes = folder.files.some((file) => file.sha256 && !file.blocked);
  const live = folder.status !== 'removed' && folder.status !== 'ended';
  return (
    <section className="stack" aria-labelledby="share-actions-title">
      <h2 id="share-actions-title" className={styles.sectionTitle}>
        <FormattedMessage id="operator.actions.title" defaultMessage="Actions" />
      </h2>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {live && <TakeDown folder={folder} onDone={onDone} />}
      {folder.status === 'quarantined' && <Release folder={folder} onDone={onDone} />}
      {hasHashes && <BlockFiles folder={folder} onDone={onDone} />}
      {!live && !hasHashes && (
        <p className={styles.muted}>
          <FormattedMessage id="operator.actions.nothingLeft" defaultMessage="Nothing left to act on." />
        </p>
      )}
    </section>
  );
}
