/** A relay's session lives this long at most from its start, whatever happens in it. */
export const SESSION_TTL_MS = 2 * 60_000;
/** A waiting poll of a sender's page renews its presence (RelayWaits.senderPresenceMs) this often. */
export const SENDER_PRESENCE_RENEW_MS = 1_000;

/**
 * How long a request of the relay waits for the other side, and how often it looks meanwhile. A provider, so
 * the HTTP tests can shorten the wait instead of sleeping through it.
 */
export abstract class RelayWaits {
  /** A recipient's step waits this long for the sender's answer; a sender's poll this long for a message. */
  abstract readonly longPollMs: number;
  /** Between two looks at the relay's state while waiting (Redis has no cheap way to be told). */
  abstract readonly checkEveryMs: number;
  /**
   * A sender's page counts as open this long after the last sign of it: a waiting poll renews it every
   * SENDER_PRESENCE_RENEW_MS, and the page polls again as soon as a poll ends. So a page that closes stops
   * counting within seconds, and a recipient who types the code then is told at once how else the share opens.
   */
  abstract readonly senderPresenceMs: number;
}

export const DEFAULT_RELAY_WAITS: RelayWaits = { longPollMs: 25_000, checkEveryMs: 100, senderPresenceMs: 5_000 };
