/** A relay's session lives this long at most from its start, whatever happens in it. */
export const SESSION_TTL_MS = 2 * 60_000;
/**
 * A waiting poll of a sender's page renews its presence (RelayWaits.senderPresenceMs) this often (or twice
 * within senderPresenceMs, if that is shorter): one Redis command per relay each time, for all its shares.
 */
const SENDER_PRESENCE_RENEW_MS = 2_500;

/**
 * How long a request of the relay waits for the other side, and how often it looks meanwhile. A provider, so
 * the HTTP tests can shorten the wait instead of sleeping through it.
 */
export abstract class RelayWaits {
  /** A recipient's step waits this long for the sender's answer; a sender's poll this long for a message. */
  abstract readonly longPollMs: number;
  /**
   * A recipient waiting for an answer looks this often whether the sender is still there (the answer itself
   * wakes it at once: relay-wakes.ts).
   */
  abstract readonly checkEveryMs: number;
  /**
   * A sender's page counts as open this long after the last sign of it: a waiting poll renews it every
   * SENDER_PRESENCE_RENEW_MS, and the page polls again as soon as a poll ends. So a page that closes stops
   * counting within seconds, and a recipient who types the code then is told at once how else the share opens.
   */
  abstract readonly senderPresenceMs: number;
}

export const DEFAULT_RELAY_WAITS: RelayWaits = { longPollMs: 25_000, checkEveryMs: 1_000, senderPresenceMs: 6_000 };

/** How often a sender's waiting poll renews its presence under `waits`. */
export function presenceRenewMs({ senderPresenceMs }: RelayWaits): number {
  return Math.min(SENDER_PRESENCE_RENEW_MS, senderPresenceMs / 2);
}
