/**
 * How long each answer to a file request is kept from its arrival, chosen by the requester; the request itself
 * accepts answers for the same time from its creation.
 */
export const REQUEST_RETENTIONS = ['2h', '24h', '7d'] as const;
export type RequestRetention = (typeof REQUEST_RETENTIONS)[number];

const HOUR_MS = 60 * 60 * 1000;

const REQUEST_RETENTION_MS: Readonly<Record<RequestRetention, number>> = {
  '2h': 2 * HOUR_MS,
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
};

/** The longest anything of a request is kept: no answer outlives its arrival by more. */
export const FILE_REQUEST_MAX_KEEP_MS = Math.max(...Object.values(REQUEST_RETENTION_MS));

/** `from` plus the retention: when a request made then closes, or when an answer that arrived then expires. */
export function afterRetention(retention: RequestRetention, from: Date): Date {
  return new Date(from.getTime() + Math.min(REQUEST_RETENTION_MS[retention], FILE_REQUEST_MAX_KEEP_MS));
}
