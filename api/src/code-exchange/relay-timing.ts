/** An exchange's session lives this long at most from its start, whatever happens in it. */
export const SESSION_TTL_MS = 2 * 60_000;
/** A sender's page counts as open this long after its last poll began (a poll lasts at most the long poll). */
export const SENDER_PRESENCE_MS = 40_000;

/**
 * How long a request of the relay waits for the other side, and how often it looks meanwhile. A provider, so
 * the HTTP tests can shorten the wait instead of sleeping through it.
 */
export abstract class RelayWaits {
  /** A recipient's step waits this long for the sender's answer; a sender's poll this long for a message. */
  abstract readonly longPollMs: number;
  /** Between two looks at the relay's state while waiting (Redis has no cheap way to be told). */
  abstract readonly checkEveryMs: number;
}

export const DEFAULT_RELAY_WAITS: RelayWaits = { longPollMs: 25_000, checkEveryMs: 100 };
