/** When a share disappears, in words: "expires in 1 h 42 min", and the retention choices. */
import { defineMessages } from 'react-intl';
import { pageIntl } from '../i18n/page-intl';
import { regionalLocale } from '../i18n/regional-locale';
import { wordsOf } from '../i18n/value-words';
import type { components } from '../api/schema';

/** How long a share lives: one of the API's choices. */
export type Retention = components['schemas']['FolderDto']['retention'];

export const DEFAULT_RETENTION: Retention = '2h';

/**
 * What a sender chooses for a share besides its files: how long it lives, and optionally a password that
 * whoever opens it must give (docs/sender-control.md).
 */
export interface ShareSettings {
  retention: Retention;
  password?: string;
  /** End-to-end encrypted on this device before it is sent (docs/encryption.md). */
  encrypted?: boolean;
  /**
   * Sent directly only (docs/direct-transfer.md): nothing is stored on Sharecode; the files go from this page
   * straight to whoever opens the share, only while the page stays open.
   */
  directOnly?: boolean;
}

const messages = defineMessages({
  label2h: { id: 'shareExpiry.option.twoHours', defaultMessage: '2 hours' },
  hint2h: { id: 'shareExpiry.option.twoHoursHint', defaultMessage: 'Deleted automatically after 2 hours.' },
  label24h: { id: 'shareExpiry.option.oneDay', defaultMessage: '24 hours' },
  hint24h: { id: 'shareExpiry.option.oneDayHint', defaultMessage: 'Deleted automatically after 24 hours.' },
  labelDownload: { id: 'shareExpiry.option.untilDownloaded', defaultMessage: 'Until downloaded' },
  hintDownload: {
    id: 'shareExpiry.option.untilDownloadedHint',
    defaultMessage: 'Deleted once everything has been downloaded (24 hours at most).',
  },
  expired: { id: 'shareExpiry.expiresIn.expired', defaultMessage: 'expired' },
  lessThanMinute: { id: 'shareExpiry.expiresIn.lessThanMinute', defaultMessage: 'expires in less than a minute' },
  kept24h: { id: 'shareExpiry.retention.kept24h', defaultMessage: 'Kept for 24 hours' },
  keptUntilDownloaded: {
    id: 'shareExpiry.retention.untilDownloaded',
    defaultMessage: 'Deleted once downloaded (24 hours at most)',
  },
  kept2h: { id: 'shareExpiry.retention.kept2h', defaultMessage: 'Kept for 2 hours' },
  after24h: { id: 'shareExpiry.afterArrival.kept24h', defaultMessage: 'Kept 24 hours after the last file arrives' },
  afterDownload: {
    id: 'shareExpiry.afterArrival.untilDownloaded',
    defaultMessage: 'Deleted once everything has been downloaded (at most 24 hours after the last file arrives)',
  },
  after2h: { id: 'shareExpiry.afterArrival.kept2h', defaultMessage: 'Kept 2 hours after the last file arrives' },
});

const messagesWithValues = defineMessages<{
  minutes: { minutes: string };
  hours: { hours: string };
  hoursMinutes: { hours: string; minutes: string };
}>({
  minutes: { id: 'shareExpiry.expiresIn.minutes', defaultMessage: 'expires in {minutes} min' },
  hours: { id: 'shareExpiry.expiresIn.hours', defaultMessage: 'expires in {hours} h' },
  hoursMinutes: { id: 'shareExpiry.expiresIn.hoursMinutes', defaultMessage: 'expires in {hours} h {minutes} min' },
});

/**
 * The choices offered before an upload: two fixed lifetimes and "until downloaded", side by side. Their words
 * are read in the page's language each time they are.
 */
export const RETENTION_OPTIONS: ReadonlyArray<{ value: Retention; readonly label: string; readonly hint: string }> = [
  {
    value: '2h',
    get label() {
      return pageIntl().formatMessage(messages.label2h);
    },
    get hint() {
      return pageIntl().formatMessage(messages.hint2h);
    },
  },
  {
    value: '24h',
    get label() {
      return pageIntl().formatMessage(messages.label24h);
    },
    get hint() {
      return pageIntl().formatMessage(messages.hint24h);
    },
  },
  {
    value: 'download',
    get label() {
      return pageIntl().formatMessage(messages.labelDownload);
    },
    get hint() {
      return pageIntl().formatMessage(messages.hintDownload);
    },
  },
];

const MINUTE = 60_000;

/**
 * "expires in 1 h 42 min", "expires in 5 min", "expires in less than a minute", or "expired".
 * Minutes round down: a recipient should never believe they have more time than they do.
 */
export function formatExpiresIn(expiresAt: string | Date, now: Date = new Date()): string {
  const end = typeof expiresAt === 'string' ? new Date(expiresAt) : expiresAt;
  const remaining = end.getTime() - now.getTime();
  if (Number.isNaN(remaining)) return '';
  const intl = pageIntl();
  if (remaining <= 0) return intl.formatMessage(messages.expired);
  if (remaining < MINUTE) return intl.formatMessage(messages.lessThanMinute);
  const totalMinutes = Math.floor(remaining / MINUTE);
  // Passed as text, so the figures stay in ASCII digits in every language.
  const hours = String(Math.floor(totalMinutes / 60));
  const minutes = String(totalMinutes % 60);
  if (hours === '0') return intl.formatMessage(messagesWithValues.minutes, { minutes });
  if (minutes === '0') return intl.formatMessage(messagesWithValues.hours, { hours });
  return intl.formatMessage(messagesWithValues.hoursMinutes, { hours, minutes });
}

/** Milliseconds until the expiry label can next change (the next minute boundary), for a ticking clock. */
export function msUntilNextChange(expiresAt: string | Date, now: Date = new Date()): number {
  const end = typeof expiresAt === 'string' ? new Date(expiresAt) : expiresAt;
  const remaining = end.getTime() - now.getTime();
  if (Number.isNaN(remaining) || remaining <= 0) return Number.POSITIVE_INFINITY;
  // One millisecond past the boundary, so the label has already changed when a timer fires.
  return (remaining % MINUTE) + 1;
}

/** The absolute time in the page's language, ASCII digits, for a tooltip or screen readers ("Fri 21 Nov, 14:32"). */
export function formatExpiryTime(expiresAt: string | Date): string {
  const end = typeof expiresAt === 'string' ? new Date(expiresAt) : expiresAt;
  if (Number.isNaN(end.getTime())) return '';
  // The page's language in the visitor's region where their browser names one (en-GB's "21 Nov, 14:32").
  return end.toLocaleString(regionalLocale(pageIntl().locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    numberingSystem: 'latn',
  });
}

/** How each retention reads in a results panel, and while the share's files are still arriving. */
const RETENTION_WORDS = {
  '2h': { kept: messages.kept2h, afterArrival: messages.after2h },
  '24h': { kept: messages.kept24h, afterArrival: messages.after24h },
  download: { kept: messages.keptUntilDownloaded, afterArrival: messages.afterDownload },
} satisfies Record<Retention, unknown>;

/** How a share's retention reads in a results panel; nothing for one this page does not know. */
export function describeRetention(retention: string | undefined): string {
  const words = wordsOf(RETENTION_WORDS, retention, null);
  return words ? pageIntl().formatMessage(words.kept) : '';
}

/**
 * How a share's retention reads while its files are still arriving: its clock starts once the last one has
 * arrived (docs/instant-share.md), so no instant can be given yet.
 */
export function describeRetentionAfterArrival(retention: string | undefined): string {
  return pageIntl().formatMessage(wordsOf(RETENTION_WORDS, retention, RETENTION_WORDS[DEFAULT_RETENTION]).afterArrival);
}
