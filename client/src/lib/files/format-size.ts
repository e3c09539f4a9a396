/**
 * File sizes for people: one format, the largest fitting unit (`formatBytes`), everywhere a size is shown,
 * except the feature page's selection list, which the product's rules have in whole KB (`formatKb`).
 */

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const KIB = 1024;
const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * Size in whole KB ("0 KB", "1 KB", "1,536 KB"). A non-empty file never shows as "0 KB": anything under
 * half a kilobyte rounds up to 1 so that it cannot be mistaken for an empty file.
 */
export function formatKb(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 KB';
  return `${integer.format(Math.max(1, Math.round(bytes / KIB)))} KB`;
}

/** Size in the largest fitting unit ("28 B", "7.8 KB", "300 MB", "2 GB"). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < KIB) return `${Math.max(0, Math.round(bytes || 0))} B`;
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
