import { defineMessages, type NoMessageValues } from 'react-intl';
import { pageIntl, type PageIntl } from '../i18n/page-intl';
import { wordsOf } from '../i18n/value-words';
import type { ShareStatus } from './types';

/** A share's status as the operator console shows it: one message per value of the API's union. */
const WORDS = defineMessages<Record<ShareStatus, NoMessageValues>>({
  arriving: { id: 'moderation.shareStatus.arriving', defaultMessage: 'Arriving (upload in progress)' },
  live: { id: 'moderation.shareStatus.live', defaultMessage: 'Live' },
  checking: { id: 'moderation.shareStatus.checking', defaultMessage: 'Being checked for malware' },
  quarantined: { id: 'moderation.shareStatus.quarantined', defaultMessage: 'Quarantined (malware found)' },
  removed: { id: 'moderation.shareStatus.removed', defaultMessage: 'Removed' },
  ended: { id: 'moderation.shareStatus.ended', defaultMessage: 'Ended or expired' },
  stopped: { id: 'moderation.shareStatus.stopped', defaultMessage: 'Stopped before everything arrived' },
  'sender-left': {
    id: 'moderation.shareStatus.senderLeft',
    defaultMessage: "Ended: sent directly only, its sender's page closed",
  },
});

const OTHER = defineMessages({
  noShare: { id: 'moderation.shareStatus.noShare', defaultMessage: 'No share found' },
  unknown: { id: 'moderation.shareStatus.unknown', defaultMessage: 'Unknown status' },
});

/** A share's status in words; a report naming no share says so. In the page's language unless given `intl`. */
export function shareStatusWords(status: ShareStatus | undefined, intl: PageIntl = pageIntl()): string {
  return intl.formatMessage(status === undefined ? OTHER.noShare : wordsOf(WORDS, status, OTHER.unknown));
}
