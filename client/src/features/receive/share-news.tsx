import { defineMessages, useIntl } from 'react-intl';
import { useResettingState } from '../../hooks/use-resetting-state';
import type { ApiError } from '../../lib/api/http';
import type { RetrievedFolder } from '../../lib/api/folders';
import type { Arrival } from './arrival';
import { endingWords } from './share-ended';

const messages = defineMessages({
  allArrived: {
    id: 'receive.news.allArrived',
    defaultMessage: 'Every file has arrived: each can be downloaded now.',
  },
});

export interface ShareNewsProps {
  folder: RetrievedFolder;
  arrival: Arrival;
  /** The share ended while its page was open: why, as its 410 says. */
  ended: ApiError | null;
}

/**
 * What changed about the share, for screen readers: that every file has arrived (only for a share seen arriving),
 * or that it ended and why. A polite live region that is there from the start, whatever the page shows next, so
 * each change is heard: one put in together with its words is not announced.
 */
export function ShareNews({ folder, arrival, ended }: ShareNewsProps) {
  const intl = useIntl();
  const [seenArriving, setSeenArriving] = useResettingState(() => arrival.status !== 'ready', [folder]);
  if (!seenArriving && arrival.status !== 'ready') setSeenArriving(true);
  const ending = ended && endingWords(ended, intl);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="share-news">
      {ending ? (
        <>
          <p>{ending.title}</p>
          <p>{ending.text}</p>
        </>
      ) : (
        seenArriving && arrival.status === 'ready' && <p>{intl.formatMessage(messages.allArrived)}</p>
      )}
    </div>
  );
}
