/** When a share disappears, in words: "expires in 1 h 42 min", and the retention choices. */

export type Retention = '2h' | '24h' | 'download';

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

/** The choices offered before an upload: two fixed lifetimes and "until downloaded", side by side. */
export const RETENTION_OPTIONS: ReadonlyArray<{ value: Retention; label: string; hint: string }> = [
  { value: '2h', label: '2 hours', hint: 'Deleted automatically after 2 hours.' },
  { value: '24h', label: '24 hours', hint: 'Deleted automatically after 24 hours.' },
  {
    value: 'download',
    label: 'Until downloaded',
    hint: 'Deleted once everything has been downloaded (24 hours at most).',
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
  if (remaining <= 0) return 'expired';
  if (remaining < MINUTE) return 'expires in less than a minute';
  const totalMinutes = Math.floor(remaining / MINUTE);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `expires in ${minutes} min`;
  if (minutes === 0) return `expires in ${hours} h`;
  return `expires in ${hours} h ${minutes} min`;
}

/** Milliseconds until the expiry label can next change (the next minute boundary), for a ticking clock. */
export function msUntilNextChange(expiresAt: string | Date, now: Date = new Date()): number {
  const end = typeof expiresAt === 'string' ? new Date(expiresAt) : expiresAt;
  const remaining = end.getTime() - now.getTime();
  if (Number.isNaN(remaining) || remaining <= 0) return Number.POSITIVE_INFINITY;
  // One millisecond past the boundary, so the label has already changed when a timer fires.
  return (remaining % MINUTE) + 1;
}

/** The absolute time, for a tooltip or screen readers ("Fri 21 Nov, 14:32"). */
export function formatExpiryTime(expiresAt: string | Date): string {
  const end = typeof expiresAt === 'string' ? new Date(expiresAt) : expiresAt;
  if (Number.isNaN(end.getTime())) return '';
  return end.toLocaleString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** How a share's retention reads in a results panel. */
export function describeRetention(retention: string | undefined): string {
  switch (retention) {
    case '24h':
      return 'Kept for 24 hours';
    case 'download':
      return 'Deleted once downloaded (24 hours at most)';
    case '2h':
      return 'Kept for 2 hours';
    default:
      return '';
  }
}

/**
 * How a share's retention reads while its files are still arriving: its clock starts once the last one has
 * arrived (docs/instant-share.md), so no instant can be given yet.
 */
export function describeRetentionAfterArrival(retention: string | undefined): string {
  switch (retention) {
    case '24h':
      return 'Kept 24 hours after the last file arrives';
    case 'download':
      return 'Deleted once everything has been downloaded (at most 24 hours after the last file arrives)';
    default:
      return 'Kept 2 hours after the last file arrives';
  }
}
