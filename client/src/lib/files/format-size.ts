/**
 * File sizes for people: one format, the largest fitting unit (`formatBytes`), everywhere a size is shown,
 * except the feature page's selection list, which the product's rules have in KB, rounded (`formatKb`).
 * The figures take the page's language's separators ("1.536 KB" in German) in ASCII digits, and the units are
 * its own words ("1,5 Ko" in French). Shown in running text, a size is isolated (`<bdi>`) without a forced direction:
 * "1.5 KB" reads left to right by its first letter, a size in words ("26 بايت") right to left.
 */
import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../i18n/define-messages';
import { pageIntl } from '../i18n/page-intl';

const messages = defineMessages<{
  bytes: { count: number; size: string };
  kb: { size: string };
  mb: { size: string };
  gb: { size: string };
  tb: { size: string };
}>({
  /** `size` is `count` as the sizes write it (ASCII digits), `count` picks the language's plural form. */
  bytes: { id: 'files.size.bytes', defaultMessage: '{count, plural, one {{size} byte} other {{size} bytes}}' },
  /** `size` is the figure in the language's separators and ASCII digits ("1.5", "1,5", "1 536"). */
  kb: { id: 'files.size.kb', defaultMessage: '{size} KB' },
  mb: { id: 'files.size.mb', defaultMessage: '{size} MB' },
  gb: { id: 'files.size.gb', defaultMessage: '{size} GB' },
  tb: { id: 'files.size.tb', defaultMessage: '{size} TB' },
});

const KIB = 1024;
/** From the smallest unit up, each KIB times the one before. */
const UNITS: readonly MessageDescriptor[] = [messages.kb, messages.mb, messages.gb, messages.tb];

/** A figure in the page's language's separators, in ASCII digits whatever the language's own are. */
function figure(value: number, fractionDigits: number): string {
  return pageIntl().formatNumber(value, { maximumFractionDigits: fractionDigits, numberingSystem: 'latn' });
}

function inUnit(unit: MessageDescriptor, size: string): string {
  return pageIntl().formatMessage(unit, { size });
}

/** Sizes below 1 KB, in words, wherever a size is shown: "0 bytes", "1 byte", "97 bytes". */
function bytesInWords(bytes: number): string {
  const whole = Math.max(0, Math.round(bytes || 0));
  return pageIntl().formatMessage(messages.bytes, { count: whole, size: figure(whole, 0) });
}

/**
 * Size in whole KB, rounded ("1 KB", "2 KB", "1,536 KB"), from 1 KB up. Below that, rounding would say what is
 * not so (97 bytes as "0 KB", or rounded up to "1 KB"), so the bytes are given as they are.
 */
export function formatKb(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < KIB) return bytesInWords(bytes);
  return inUnit(messages.kb, figure(Math.round(bytes / KIB), 0));
}

/** A size in KB whose figure is not known yet ("… KB"), while a large pick's sizes are read. */
export function pendingKb(): string {
  return inUnit(messages.kb, '…');
}

/**
 * Size in the largest fitting unit ("7.8 KB", "300 MB", "2 GB"); below 1 KB in bytes, said as formatKb says them,
 * so one screen never shows "16 bytes" beside "16 B".
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < KIB) return bytesInWords(bytes);
  let value = bytes;
  let unit = UNITS[0];
  for (const candidate of UNITS) {
    value /= KIB;
    unit = candidate;
    if (value < KIB) break;
  }
  return inUnit(unit, figure(value, 1));
}

/** Whole percent of `loaded` over `total`, clamped to 0–100 (0 when the total is unknown). */
export function percentOf(loaded: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}
