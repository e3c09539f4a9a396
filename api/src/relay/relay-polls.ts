import type { AnswerState, MessageRelay, SenderMessage } from './message-relay.js';
import type { PresenceBook } from './presence-book.js';
import { presenceRenewMs, type RelayWaits } from './relay-timing.js';
import type { WakeListener } from './relay-wakes.js';

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

/** Waits until one of `listeners` is woken (true), `ms` passed or `signal` aborted (false). */
async function anyWake(listeners: readonly WakeListener[], ms: number, signal: AbortSignal): Promise<boolean> {
  const waiting = new AbortController();
  const stop = AbortSignal.any([signal, waiting.signal]);
  try {
    return (
      await Promise.all(
        listeners.map((listener) => listener.next(ms, stop).then((woke) => (woke && waiting.abort(), woke))),
      )
    ).some(Boolean);
  } finally {
    waiting.abort();
  }
}

/** Marks every hosted share present: one call per presence book (all relays share one). */
async function markPresent(inboxes: readonly HostedInbox[], forMs: number): Promise<void> {
  const byBook = new Map<PresenceBook, string[]>();
  for (const { relay, folderIds } of inboxes) {
    const members = byBook.get(relay.presences) ?? [];
    members.push(...folderIds.map((id) => relay.presenceMember(id)));
    byBook.set(relay.presences, members);
  }
  for (const [book, members] of byBook) await book.mark(members, forMs);
}

/**
 * A sender page's one poll for every share it hosts, over every protocol: waits (RelayWaits.longPollMs) for the
 * next message to any of them, taking it out of its inbox; undefined when none came or `signal` aborted. Waiting
 * costs nothing: the poll takes at its start and whenever a message queued for one of its shares wakes it
 * (relay-wakes.ts). While it waits, the page counts as present for each share on each relay: every
 * presenceRenewMs it renews them all for RelayWaits.senderPresenceMs, in one step. `onLook` hears of every
 * renewal (a share sent directly only records its sender as seen).
 */
export async function nextForSenders(
  inboxes: readonly HostedInbox[],
  waits: RelayWaits,
  signal: AbortSignal,
  onLook: () => Promise<void> = () => Promise.resolve(),
): Promise<TakenMessage | undefined> {
  const hosted = inboxes.filter(({ folderIds }) => folderIds.length > 0);
  // Listening starts before the first take, so a message queued in between is not missed.
  const listeners = hosted.map(({ relay, folderIds }) => relay.listen(folderIds.map((id) => relay.inboxTopic(id))));
  const deadline = performance.now() + waits.longPollMs;
  try {
    for (let take = true; ;) {
      await onLook();
      await markPresent(hosted, waits.senderPresenceMs);
      if (take) {
        for (const each of hosted) {
          const message = await each.relay.takeForSenders(each.folderIds);
          if (message) return { inbox: inboxes.indexOf(each), message };
        }
      }
      const left = deadline - performance.now();
      if (left <= 0 || signal.aborted) return undefined;
      take = await anyWake(listeners, Math.min(presenceRenewMs(waits), left), signal);
      if (!take && (performance.now() >= deadline || signal.aborted)) return undefined;
    }
  } finally {
    for (const listener of listeners) listener.close();
  }
}

/**
 * A recipient waits up to `forMs` for the sender page's answer to `step`: the answer, 'ended' (the session is
 * over), 'away' as soon as the share's sender stops counting as present (rather than at the end of the wait),
 * or undefined when the time ran out or `signal` aborted. The answer wakes it at once; `everyMs` is how often it
 * looks meanwhile whether the sender is still there.
 */
export async function answerFromSender<Step extends string>(
  relay: MessageRelay<Step>,
  { folderId, sessionId, step }: { folderId: number; sessionId: string; step: Step },
  { forMs, everyMs, signal }: { forMs: number; everyMs: number; signal: AbortSignal },
): Promise<Exclude<AnswerState, 'pending'> | 'away' | undefined> {
  const listener = relay.listen([relay.sessionTopic(sessionId)]);
  const deadline = performance.now() + forMs;
  try {
    for (;;) {
      const state = await relay.answerTo(sessionId, step);
      if (state !== 'pending') return state;
      if (!(await relay.isSenderPresent(folderId))) return 'away';
      const left = deadline - performance.now();
      if (left <= 0 || signal.aborted) return undefined;
      await listener.next(Math.min(everyMs, left), signal);
    }
  } finally {
    listener.close();
  }
}
