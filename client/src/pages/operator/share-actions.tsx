import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { CategoryField } from '../../features/moderation';
import { blockFiles, releaseShare, takeDown } from '../../lib/moderation/operator-api';
import type { OperatorFolder } from '../../lib/moderation/operator-types';
import type { ReportCategory } from '../../lib/moderation/types';
import { formText } from '../../lib/platform/form-text';
import { errorText } from './error-text';
import styles from './operator-page.module.css';

/** The API's bounds on a statement of reasons. */
const REASONS_MIN_LENGTH = 10;
const REASONS_MAX_LENGTH = 5000;

type Outcome = { tone: 'success' | 'error'; text: string } | null;

interface ActionProps {
  folder: OperatorFolder;
  onDone: (outcome: Outcome) => void;
}

/** Take down: a category and the statement of reasons the sender reads, then a confirmation. */
function TakeDown({ folder, onDone }: ActionProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<{ category: ReportCategory; reasons: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setDraft({ category: formText(form, 'category') as ReportCategory, reasons: formText(form, 'reasons').trim() });
  };
  const confirm = async () => {
    if (!draft) return;
    setBusy(true);
    try {
      await takeDown(folder.id, draft.category, draft.reasons);
      onDone({
        tone: 'success',
        text: intl.formatMessage(
          {
            id: 'operator.takeDown.done',
            defaultMessage: 'Share {code} was taken down. Its sender can read your reasons.',
          },
          { code: folder.code },
        ),
      });
    } catch (error) {
      onDone({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
      setDraft(null);
    }
  };

  if (draft) {
    return (
      <div
        className={styles.confirm}
        role="group"
        aria-label={intl.formatMessage({
          id: 'operator.takeDown.confirmLabel',
          defaultMessage: 'Confirm the takedown',
        })}
      >
        <p>
          <FormattedMessage
            id="operator.takeDown.confirm"
            defaultMessage="Take share {code} down for everyone? Its files will be deleted, and its sender will read your statement of reasons."
            values={{ code: folder.code }}
          />
        </p>
        <div className={styles.actionsRow}>
          <Button variant="danger" size="lg" disabled={busy} onClick={() => void confirm()}>
            <FormattedMessage id="operator.takeDown.yesButton" defaultMessage="Yes, take it down" />
          </Button>
          <Button variant="secondary" size="lg" disabled={busy} onClick={() => setDraft(null)}>
            <FormattedMessage id="operator.takeDown.cancelButton" defaultMessage="Cancel" />
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form
      className={`stack ${styles.action}`}
      onSubmit={review}
      aria-label={intl.formatMessage({ id: 'operator.takeDown.label', defaultMessage: 'Take down' })}
    >
      <h3 className={styles.actionTitle}>
        <FormattedMessage id="operator.takeDown.label" defaultMessage="Take down" />
      </h3>
      <CategoryField
        id="takedown-category"
        label={intl.formatMessage({ id: 'operator.takeDown.categoryLabel', defaultMessage: 'Category' })}
        placeholder={intl.formatMessage({
          id: 'operator.takeDown.categoryPlaceholder',
          defaultMessage: 'Choose a category',
        })}
        defaultValue={folder.reports[0]?.category}
      />
      <div className="field">
        <label htmlFor="takedown-reasons">
          <FormattedMessage id="operator.takeDown.reasonsLabel" defaultMessage="Statement of reasons" />
        </label>
        <textarea
          id="takedown-reasons"
          name="reasons"
          rows={4}
          required
          minLength={REASONS_MIN_LENGTH}
          maxLength={REASONS_MAX_LENGTH}
          aria-describedby="takedown-reasons-hint"
        />
        <p id="takedown-reasons-hint" className="hint">
          <FormattedMessage
            id="operator.takeDown.reasonsHint"
            defaultMessage="What was found and why it breaks the law or the terms. The sender reads this."
          />
        </p>
      </div>
      <Button type="submit" variant="danger" size="lg" block>
        <FormattedMessage id="operator.takeDown.button" defaultMessage="Take down…" />
      </Button>
    </form>
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
