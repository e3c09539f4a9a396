import { defineMessages } from 'react-intl';
import { pageIntl, type PageIntl } from '../i18n/page-intl';

const messages = defineMessages({
  justNow: { id: 'moderation.age.justNow', defaultMessage: 'just now' },
});

/** The figures are passed as text, so they stay in ASCII digits in every language; `count` picks the plural. */
const messagesWithValues = defineMessages<{
  minutes: { minutes: string };
  hours: { hours: string };
  days: { count: number; days: string };
}>({
  minutes: { id: 'moderation.age.minutes', defaultMessage: '{minutes} min ago' },
  hours: { id: 'moderation.age.hours', defaultMessage: '{hours} h ago' },
  days: { id: 'moderation.age.days', defaultMessage: '{count, plural, one {{days} day ago} other {{days} days ago}}' },
});

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago an instant was, in the largest whole unit: "just now", "5 min ago", "3 h ago", "2 days ago"; in the
 * page's language unless a component passes its own `intl`.
 */
export function ageOf(iso: string, now = Date.now(), intl: PageIntl = pageIntl()): string {
  const elapsed = now - new Date(iso).getTime();
  if (!Number.isFinite(elapsed)) return '';
  if (elapsed < MINUTE_MS) return intl.formatMessage(messages.justNow);
  if (elapsed < HOUR_MS)
    return intl.formatMessage(messagesWithValues.minutes, { minutes: String(Math.floor(elapsed / MINUTE_MS)) });
  if (elapsed < DAY_MS)
    return intl.formatMessage(messagesWithValues.hours, { hours: String(Math.floor(elapsed / HOUR_MS)) });
  const days = Math.floor(elapsed / DAY_MS);
  return intl.formatMessage(messagesWithValues.days, { count: days, days: String(days) });
}
