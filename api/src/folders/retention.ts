/**
 * How long a share lives: a fixed time (2 hours, the default, or 24 hours), or until everything was
 * downloaded (24 hours at most); uploaders choose one.
 */
export const RETENTIONS = ['2h', '24h', 'download'] as const;
export type Retention = (typeof RETENTIONS)[number];

export const DEFAULT_RETENTION: Retention = '2h';

const HOUR_MS = 60 * 60 * 1000;

/** Lifetime from upload; a `download` share also ends earlier, once everything was downloaded. */
const RETENTION_LIFETIME_MS: Readonly<Record<Retention, number>> = {
  '2h': 2 * HOUR_MS,
  '24h': 24 * HOUR_MS,
  download: 24 * HOUR_MS,
};

/** The longest a share may live: what anything kept about ended shares must at least outlast. */
export const LONGEST_RETENTION_MS = Math.max(...Object.values(RETENTION_LIFETIME_MS));

export function isRetention(value: unknown): value is Retention {
  return typeof value === 'string' && (RETENTIONS as readonly string[]).includes(value);
}

export function expiresAtFor(retention: Retention, uploadedAt: Date): Date {
  return new Date(uploadedAt.getTime() + RETENTION_LIFETIME_MS[retention]);
}

/** A share is expired from the very millisecond it reaches its expiry, whether or not cleanup ran. */
export function isExpired(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() <= now.getTime();
}

/**
 * Whether a share that stopped opening at `endedAt`, its time not run out, ended because everything in it
 * was downloaded: only a `download` share ends before its expiry without a recorded reason (the sender's End
 * now, a removal and malware are recorded as such).
 */
export function endedByDownloads(retention: Retention, createdAt: Date, endedAt: Date): boolean {
  return retention === 'download' && endedAt.getTime() < expiresAtFor(retention, createdAt).getTime();
}

/**
 * Whether a share ends now that some of its files were downloaded: only `download` shares do, and only
 * once every file has been downloaded completely at least once.
 */
export function endsAfterDownload(retention: Retention, files: { counted: number; notDownloaded: number }): boolean {
  return retention === 'download' && files.counted > 0 && files.notDownloaded === 0;
}
