import type { AnswerState, MessageRelay, RecipientMessage } from './message-relay.js';
import { type RelayWaits, SENDER_PRESENCE_RENEW_MS } from './relay-timing.js';
import { waitFor } from './wait-for.js';

/**
 * A sender page's poll: waits (RelayWaits.longPollMs) for the next message to the share's sender, taking it
 * out of the inbox; undefined when none came or `signal` aborted. The page counts as present while its poll
 * waits, and for RelayWaits.senderPresenceMs after; `onPresent` hears of it each time that is renewed.
 */
export function nextForSender<Step extends string>(
  relay: MessageRelay<Step>,
  folderId: number,
  waits: RelayWaits,
  signal: AbortSignal,
  onPresent: () => Promise<void> = () => Promise.resolve(),
): Promise<RecipientMessage<Step> | undefined> {
  let renewedAt = -Infinity;
  return waitFor(
    async () => {
      if (performance.now() - renewedAt >= SENDER_PRESENCE_RENEW_MS) {
        renewedAt = performance.now();
        await relay.markSenderPresent(folderId, waits.senderPresenceMs);
        await onPresent();
      }
      return (await relay.takeForSender(folderId)) ?? undefined;
    },
    { forMs: waits.longPollMs, everyMs: waits.checkEveryMs, signal },
  );
}

/**
 * A recipient waits up to `forMs` for the sender page's answer to `step`: the answer, 'ended' (the session is
 * over), 'away' as soon as the share's sender stops counting as present (rather than at the end of the wait),
 * or undefined when the time ran out or `signal` aborted.
 */
export function answerFromSender<Step extends string>(
  relay: MessageRelay<Step>,
  { folderId, sessionId, step }: { folderId: number; sessionId: string; step: Step },
  { forMs, everyMs, signal }: { forMs: number; everyMs: number; signal: AbortSignal },
): Promise<Exclude<AnswerState, 'pending'> | 'away' | undefined> {
  return waitFor(
    async () => {
      const state = await relay.answerTo(sessionId, step);
      if (state !== 'pending') return state;
      return (await relay.isSenderPresent(folderId)) ? undefined : 'away';
    },
    { forMs, everyMs, signal },
  );
}
