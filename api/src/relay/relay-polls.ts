import type { AnswerState, MessageRelay, SenderMessage } from './message-relay.js';
import { presenceRenewMs, type RelayWaits } from './relay-timing.js';

/** The shares a sender's page hosts on one relay (one protocol). */
export interface HostedInbox<Step extends string = string> {
  relay: MessageRelay<Step>;
  folderIds: readonly number[];
}

/** A message a sender's poll took: which of the poll's inboxes it came from, and the message. */
export interface TakenMessage<Step extends string = string> {
  inbox: number;
  message: SenderMessage<Step>;
}

/**
 * Looks with `look` now, again whenever one of `topics` is woken, and at least every `everyMs`, until it finds
 * something (resolved), `forMs` passed or `signal` aborted (undefined). Waiting between looks costs nothing: it
 * listens for the relay's wakes (relay-wakes.ts), registered before the first look so no change slips between.
 * A failing `look` rejects (Redis away: a 503).
 */
async function lookUntil<T>(
  relay: MessageRelay<string>[],
  topics: readonly string[][],
  look: () => Promise<T | undefined>,
  { forMs, everyMs, signal }: { forMs: number; everyMs: number; signal: AbortSignal },
): Promise<T | undefined> {
  const listeners = relay.map((each, index) => each.listen(topics[index]));
  const anyWake = () => {
    const waiting = new AbortController();
    const left = deadline - performance.now();
    const stop = AbortSignal.any([signal, waiting.signal]);
    return Promise.race(listeners.map((listener) => listener.next(Math.min(everyMs, left), stop))).finally(() =>
      waiting.abort(),
    );
  };
  const deadline = performance.now() + forMs;
  try {
    for (;;) {
      const found = await look();
      if (found !== undefined) return found;
      if (deadline - performance.now() <= 0 || signal.aborted) return undefined;
      await anyWake();
    }
  } finally {
    for (const listener of listeners) listener.close();
  }
}

/**
 * A sender page's one poll for every share it hosts, over every protocol: waits (RelayWaits.longPollMs) for the
 * next message to any of them, taking it out of its inbox; undefined when none came or `signal` aborted. While the
 * poll waits, the page counts as present for each share on each relay: each look renews that for
 * RelayWaits.senderPresenceMs, and looks come every presenceRenewMs, or at once when a message is
 * queued. So an idle page costs each relay one command every SENDER_PRESENCE_RENEW_MS, however many shares it
 * hosts. `onLook` hears of every look (a share sent directly only records its sender as seen).
 */
export function nextForSenders(
  inboxes: readonly HostedInbox[],
  waits: RelayWaits,
  signal: AbortSignal,
  onLook: () => Promise<void> = () => Promise.resolve(),
): Promise<TakenMessage | undefined> {
  const hosted = inboxes.filter(({ folderIds }) => folderIds.length > 0);
  return lookUntil(
    hosted.map(({ relay }) => relay),
    hosted.map(({ relay, folderIds }) => folderIds.map((id) => relay.inboxTopic(id))),
    async () => {
      await onLook();
      for (const each of hosted) {
        const message = await each.relay.presentAndTake(each.folderIds, waits.senderPresenceMs);
        if (message) return { inbox: inboxes.indexOf(each), message };
      }
      return undefined;
    },
    { forMs: waits.longPollMs, everyMs: presenceRenewMs(waits), signal },
  );
}

/**
 * A recipient waits up to `forMs` for the sender page's answer to `step`: the answer, 'ended' (the session is
 * over), 'away' as soon as the share's sender stops counting as present (rather than at the end of the wait),
 * or undefined when the time ran out or `signal` aborted. The answer wakes it at once; `everyMs` is how often it
 * looks meanwhile whether the sender is still there.
 */
export function answerFromSender<Step extends string>(
  relay: MessageRelay<Step>,
  { folderId, sessionId, step }: { folderId: number; sessionId: string; step: Step },
  { forMs, everyMs, signal }: { forMs: number; everyMs: number; signal: AbortSignal },
): Promise<Exclude<AnswerState, 'pending'> | 'away' | undefined> {
  return lookUntil(
    [relay as MessageRelay<string>],
    [[relay.sessionTopic(sessionId)]],
    async () => {
      const state = await relay.answerTo(sessionId, step);
      if (state !== 'pending') return state;
      return (await relay.isSenderPresent(folderId)) ? undefined : 'away';
    },
    { forMs, everyMs, signal },
  );
}
