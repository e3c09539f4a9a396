import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { shareStatusWords } from '../../lib/moderation/share-status-words';
import type { ShareStatus } from '../../lib/moderation/types';

/** A share's status as the console shows it, in the page's language (lib/moderation/share-status-words in English). */
const STATUS_WORDS = defineMessages<Record<ShareStatus | 'none', Record<never, never>>>({
  arriving: { id: 'operator.shareStatus.arriving', defaultMessage: 'Arriving (upload in progress)' },
  live: { id: 'operator.shareStatus.live', defaultMessage: 'Live' },
  checking: { id: 'operator.shareStatus.checking', defaultMessage: 'Being checked for malware' },
  quarantined: { id: 'operator.shareStatus.quarantined', defaultMessage: 'Quarantined (malware found)' },
  removed: { id: 'operator.shareStatus.removed', defaultMessage: 'Removed' },
  ended: { id: 'operator.shareStatus.ended', defaultMessage: 'Ended or expired' },
  stopped: { id: 'operator.shareStatus.stopped', defaultMessage: 'Stopped before everything arrived' },
  'sender-left': {
    id: 'operator.shareStatus.senderLeft',
    defaultMessage: "Ended: sent directly only, its sender's page closed",
  },
  none: { id: 'operator.shareStatus.none', defaultMessage: 'No share found' },
});

/**
 * A share's status in words; a report naming no share says so. A status this client does not know yet (a newer
 * server) is shown as lib/moderation/share-status-words has it.
 */
export function useShareStatusWords(): (status: ShareStatus | undefined) => string {
  const intl = useIntl();
  return useCallback(
    (status) => {
      if (status === undefined) return intl.formatMessage(STATUS_WORDS.none);
      return Object.hasOwn(STATUS_WORDS, status) ? intl.formatMessage(STATUS_WORDS[status]) : shareStatusWords(status);
    },
    [intl],
  );
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const AGE = defineMessages<{
  justNow: Record<never, never>;
  minutes: { count: number };
  hours: { count: number };
  days: { count: number };
}>({
  justNow: { id: 'operator.age.justNow', defaultMessage: 'just now' },
  minutes: { id: 'operator.age.minutes', defaultMessage: '{count, plural, other {# min ago}}' },
  hours: { id: 'operator.age.hours', defaultMessage: '{count, plural, other {# h ago}}' },
  days: { id: 'operator.age.days', defaultMessage: '{count, plural, one {# day ago} other {# days ago}}' },
});

/**
 * How long ago an instant was, in the largest whole unit ("just now", "5 min ago", "3 h ago", "2 days ago"), in
 * the page's language: lib/moderation/age's `ageOf`, worded by the catalogue.
 */
export function useAge(): (iso: string) => string {
  const intl = useIntl();
  return useCallback(
    (iso) => {
      const elapsed = Date.now() - new Date(iso).getTime();
      if (!Number.isFinite(elapsed)) return '';
      if (elapsed < MINUTE_MS) return intl.formatMessage(AGE.justNow);
      if (elapsed < HOUR_MS) return intl.formatMessage(AGE.minutes, { count: Math.floor(elapsed / MINUTE_MS) });
      if (elapsed < DAY_MS) return intl.formatMessage(AGE.hours, { count: Math.floor(elapsed / HOUR_MS) });
      return intl.formatMessage(AGE.days, { count: Math.floor(elapsed / DAY_MS) });
    },
    [intl],
  );
}
