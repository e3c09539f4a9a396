import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/button/button';
import type { ApiError } from '../../lib/api/http';
import { unavailableOf, unavailableText, unavailableTitle } from '../../lib/moderation/share-unavailable';
import styles from './arrival-ui.module.css';

const messages = defineMessages({
  title: { id: 'receive.shareEnded.title', defaultMessage: 'This share can no longer be opened' },
  text: {
    id: 'receive.shareEnded.text',
    defaultMessage: 'Open it again with its link or code, or ask the sender to share the files again.',
  },
});

/** Why a share ended while its page was open, as its 410 says: a title, and what the recipient can do. */
export function endingWords(error: ApiError, intl: IntlShape): { title: string; text: string } {
  const unavailable = unavailableOf(error);
  return unavailable
    ? { title: unavailableTitle(unavailable), text: unavailableText(unavailable) }
    : { title: intl.formatMessage(messages.title), text: intl.formatMessage(messages.text) };
}

/**
 * The share ended while its page was open (stopped by its sender, ended, removed): why, in place of its files.
 * Screen readers hear it from the share's live region (share-news.tsx), which was there before it ended.
 */
export function ShareEndedNotice({ error }: { error: ApiError }) {
  const { title, text } = endingWords(error, useIntl());
  return (
    <section className={styles.ended} data-testid="share-ended" data-reason={unavailableOf(error)?.reason}>
      <h2 className={styles.endedTitle}>{title}</h2>
      <p>{text}</p>
      <p>
        <Link className={buttonClassName({ variant: 'secondary' })} to="/file-access">
          <FormattedMessage id="receive.shareEnded.enterCode" defaultMessage="Enter a code instead" />
        </Link>
      </p>
    </section>
  );
}
