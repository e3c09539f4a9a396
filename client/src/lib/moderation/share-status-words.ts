import { defineMessages } from 'react-intl';
import { pageIntl } from '../i18n/page-intl';
import type { ShareStatus } from './types';

const WORDS = defineMessages<ShareStatus>({
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

const NO_SHARE = defineMessages({
  noShare: { id: 'moderation.shareStatus.noShare', defaultMessage: 'No share found' },
});

/** A share's status as the console shows it; a report naming no share says so. */
export function shareStatusWords(status: ShareStatus | undefined): string {
  return pageIntl().formatMessage(status ? WORDS[status] : NO_SHARE.noShare);
}
