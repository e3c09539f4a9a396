import { useState, type FormEvent } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { TextField } from '../../components/text-field/text-field';
import { importBlockList } from '../../lib/moderation/operator-api';
import type { BlockListImport } from '../../lib/moderation/operator-types';
import { formText } from '../../lib/platform/form-text';
import { errorText } from './error-text';

function summary(intl: IntlShape, result: BlockListImport): string {
  const counts = { added: String(result.added), alreadyBlocked: String(result.alreadyBlocked) };
  if (result.invalidLines.length === 0) {
    return intl.formatMessage(
      { id: 'operator.blockList.summary', defaultMessage: '{added} added, {alreadyBlocked} already blocked.' },
      counts,
    );
  }
  return intl.formatMessage(
    {
      id: 'operator.blockList.summaryInvalid',
      defaultMessage: '{added} added, {alreadyBlocked} already blocked, lines {lines} are not SHA-256 hashes.',
    },
    { ...counts, lines: result.invalidLines.join(', ') },
  );
}

/** Imports SHA-256 hashes (one a line, `#` comments allowed) into the block list. */
export function BlockListPanel() {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const note = formText(form, 'note').trim();
    setBusy(true);
    setOutcome(null);
    try {
      const result = await importBlockList(formText(form, 'hashes'), note || undefined);
      setOutcome({ tone: result.invalidLines.length > 0 ? 'error' : 'success', text: summary(intl, result) });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="stack" onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor="block-list-hashes">
          <FormattedMessage id="operator.blockList.hashesLabel" defaultMessage="SHA-256 hashes" />
        </label>
        <textarea
          id="block-list-hashes"
          name="hashes"
          rows={8}
          required
          spellCheck={false}
          aria-describedby="block-list-hashes-hint"
        />
        <p id="block-list-hashes-hint" className="hint">
          <FormattedMessage
            id="operator.blockList.hashesHint"
            defaultMessage="One a line; lines starting with # are comments. Files with these hashes can no longer be shared."
          />
        </p>
      </div>
      <TextField
        id="block-list-note"
        label={intl.formatMessage({ id: 'operator.blockList.noteLabel', defaultMessage: 'Note (optional)' })}
        name="note"
        hint={intl.formatMessage({ id: 'operator.blockList.noteHint', defaultMessage: 'Where the list came from.' })}
      />
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <Button type="submit" size="lg" block disabled={busy}>
        <FormattedMessage id="operator.blockList.importButton" defaultMessage="Import" />
      </Button>
    </form>
  );
}
