/**
 * File sizes for people: one format, the largest fitting unit (`formatBytes`), everywhere a size is shown,
 * except the feature page's selection list, which the product's rules have in KB, rounded (`formatKb`).
 */
import { defineMessages } from '../i18n/define-messages';
import { pageIntl } from '../i18n/page-intl';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const messages = defineMessages<{ bytes: { count: number; size: string } }>({
  /** `size` is `count` as the sizes write it (ASCII digits), `count` picks the language's plural form. */
  bytes: { id: 'files.size.bytes', defaultMessage: '{count, plural, one {{size} byte} other {{size} bytes}}' },
});
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const KIB = 1024;
const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** Sizes below 1 KB, in words, wherever a size is shown: "0 bytes", "1 byte", "97 bytes". */
function bytesInWords(bytes: number): string {
  const whole = Math.max(0, Math.round(bytes || 0));
  return pageIntl().formatMessage(messages.bytes, { count: whole, size: integer.format(whole) });
}

/**
 * Size in whole KB, rounded ("1 KB", "2 KB", "1,536 KB"), from 1 KB up. Below that, rounding would say what is
 * not so (97 bytes as "0 KB", or rounded up to "1 KB"), so the bytes are given as they are.
 */
export function formatKb(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < KIB) return bytesInWords(bytes);
  return `${integer.format(Math.round(bytes / KIB))} KB`;
}

/**
 * Size in the largest fitting unit ("7.8 KB", "300 MB", "2 GB"); below 1 KB in bytes, said as formatKb says them,
 * so one screen never shows "16 bytes" beside "16 B".
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < KIB) return bytesInWords(bytes);
  let value = bytes;
  let unit: (typeof UNITS)[number] = UNITS[0];
  for (const candidate of UNITS) {
    value /= KIB;
    unit = candidate;
    if (value < KIB) break;
  }
  return `${oneDecimal.format(value)} ${unit}`;
}

/** Whole percent of `loaded` over `total`, clamped to 0–100 (0 when the total is unknown). */
export function percentOf(loaded: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}
