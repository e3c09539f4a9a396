import { MessageRelay } from '../relay/message-relay.js';
import { RelayWaits } from '../relay/relay-timing.js';

/** A direct session has one step: the recipient's SDP offer, which the sender's page answers (or refuses). */
export const DIRECT_STEPS = ['offer'] as const;
export type DirectStep = (typeof DIRECT_STEPS)[number];

/** Redis keys of direct transfer's relay start with this (`direct:sender:{folder id}`, …). */
export const DIRECT_RELAY_NAMESPACE = 'direct';

/**
 * Direct transfer's signalling relay (relay/): a presence of its own, so a sender's page counts as there for
 * direct transfer only while it polls for offers, whatever other polls it runs.
 */
export abstract class DirectRelay extends MessageRelay<DirectStep> {}

/** How long direct transfer's requests wait: a provider, so the HTTP tests can shorten the waits. */
export abstract class DirectWaits extends RelayWaits {
  /** A recipient's offer waits this long for the sender page's answer (less than a sender poll's longPollMs). */
  abstract readonly answerMs: number;
  /**
   * A direct session lives this long from its start: the recipient's page gathers its candidates (3 s at most),
   * then its offer waits answerMs for the answer, after which the session ends anyway. A stale one (its page gave
   * up before offering) stops holding one of its share's waiting places after this.
   */
  abstract readonly sessionTtlMs: number;
}

export const DEFAULT_DIRECT_WAITS: DirectWaits = {
  answerMs: 20_000,
  sessionTtlMs: 45_000,
  longPollMs: 25_000,
  checkEveryMs: 1_000,
  senderPresenceMs: 6_000,
};
