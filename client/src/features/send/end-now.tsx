import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { endShare } from '../../lib/api/folder-management';
import { Button } from '../../components/button/button';
import styles from './recent-shares.module.css';

/** The confirmation's words in the source language (the specs find the prompt by them). */
export const END_PROMPT = 'End this share now? Its files will be deleted and its code, link and QR will stop working.';

const messages = defineMessages({
  prompt: {
    id: 'send.endNow.prompt',
    defaultMessage: 'End this share now? Its files will be deleted and its code, link and QR will stop working.',
  },
});

type Ending = 'idle' | 'confirming' | 'ending' | 'failed';

/**
 * End now, with a confirmation in place; the management key kept with the share authorises it. Once it is
 * ended, every place on the page that shows the share hears so at once (the API announces the ending on the
 * page's live poll: lib/sharing/folder-state-watch.ts). Works from the moment the share exists: ended mid-upload,
 * its upload stops too.
 */
export function EndNow({
  share,
  onEnded,
}: {
  share: { folderCode: string; manageKey?: string };
  onEnded?: () => void;
}) {
  const intl = useIntl();
  const [ending, setEnding] = useState<Ending>('idle');
  const end = async () => {
    setEnding('ending');
    try {
      await endShare(share.folderCode, share.manageKey);
    } catch {
      setEnding('failed');
      return;
    }
    onEnded?.();
  };
  if (ending === 'confirming' || ending === 'ending') {
    return (
      <span className={styles.confirm} role="group" aria-label={intl.formatMessage(messages.prompt)}>
        <span>{intl.formatMessage(messages.prompt)}</span>
        <Button size="sm" variant="danger" disabled={ending === 'ending'} onClick={() => void end()}>
          <FormattedMessage id="send.endNow.confirmButton" defaultMessage="End share" />
        </Button>
        <Button size="sm" variant="ghost" disabled={ending === 'ending'} onClick={() => setEnding('idle')}>
          <FormattedMessage id="send.endNow.keepButton" defaultMessage="Keep it" />
        </Button>
      </span>
    );
  }
  return (
    <>
      {ending === 'failed' && (
        <span role="alert" className={styles.error}>
          <FormattedMessage
            id="send.endNow.failed"
            defaultMessage="The share could not be ended. Check your connection and try again."
          />
        </span>
      )}
      <Button
        size="sm"
        variant="danger"
        onClick={() => setEnding('confirming')}
        aria-label={intl.formatMessage(
          { id: 'send.endNow.buttonLabel', defaultMessage: 'End share {code} now' },
          { code: share.folderCode },
        )}
      >
        <FormattedMessage id="send.endNow.button" defaultMessage="End now" />
      </Button>
    </>
  );
}
