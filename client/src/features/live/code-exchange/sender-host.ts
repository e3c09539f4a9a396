/**
 * The sender's side of the code exchange, while a page of Sharecode is open on the device that made an end-to-end
 * encrypted share: it waits on the relay for recipients who typed the share's code, answers each with CPace,
 * and hands the share key to those that prove they hold the same code. After MAX_FAILED_CODE_EXCHANGES failed
 * attempts it answers no more for that share (until the page is opened again): the link and QR still work.
 */
import { ApiError } from '../../../lib/api/http';
import { answerExchangeStep, nextExchangeMessage, type PendingExchangeMessage } from '../../../lib/api/code-exchange';
import { parseShareKey } from '../../encryption';
import { CodeExchangeSender, type SenderAttempt } from './code-exchange';
import { decodeMessage, encodeMessage, exchangeChannel } from './relay-messages';

/** An encrypted share this device can answer for: its code, management key and share key. */
export interface HostedShare {
  folderCode: string;
  manageKey?: string;
  /** The share key as its link's fragment spells it. */
  shareKey: string;
}

export interface HostOptions {
  signal: AbortSignal;
  /** A recipient got the key of this share by its code. */
  onOpened: (folderCode: string) => void;
}

/** After a failed poll (no connection, a restart), the next one waits this long. */
const RETRY_AFTER_MS = 5_000;
/** The relay ends an exchange after this; an attempt whose confirmation has not come by then never will. */
const ATTEMPT_MS = 2 * 60_000;
/** Only one page of a browser answers for its shares: the one holding this lock (navigator.locks). */
const HOST_LOCK = 'sharecode-code-exchange-host';

/** The relay no longer has this share to answer for: unknown, ended or removed, or not encrypted. */
function isGone(error: unknown): boolean {
  return error instanceof ApiError && [404, 409, 410].includes(error.status);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/** Answers one recipient message; the attempts started by a hello wait here for their confirmation. */
/** The attempts waiting for their confirmation, by session id, each with its deadline. */
type Attempts = Map<string, { attempt: SenderAttempt; until: number }>;

/** Whether there is still something to answer: new attempts, or confirmations of attempts under way. */
function stillAnswering(sender: CodeExchangeSender, attempts: Attempts, now = Date.now()): boolean {
  for (const [sessionId, { until }] of attempts) if (until <= now) attempts.delete(sessionId);
  return !sender.closed || attempts.size > 0;
}

async function answer(
  share: HostedShare,
  sender: CodeExchangeSender,
  attempts: Attempts,
  pending: PendingExchangeMessage,
  { signal, onOpened }: HostOptions,
): Promise<void> {
  const reply = (body: { message: string } | { refused: true }) =>
    answerExchangeStep(share.folderCode, share.manageKey, pending, body, signal);
  try {
    if (pending.step === 'hello') {
      const attempt = sender.respond(exchangeChannel(pending.sessionId), decodeMessage(pending.message));
      attempts.set(pending.sessionId, { attempt, until: Date.now() + ATTEMPT_MS });
      await reply({ message: encodeMessage(attempt.reply) });
      return;
    }
    const attempt = attempts.get(pending.sessionId)?.attempt;
    attempts.delete(pending.sessionId);
    if (!attempt) throw new Error('No attempt waits for this confirmation');
    const sealed = await attempt.release(decodeMessage(pending.message));
    await reply({ message: encodeMessage(sealed) });
    onOpened(share.folderCode);
  } catch (error) {
    if (error instanceof ApiError || signal.aborted) return;
    // A wrong code, an altered or stray message: the recipient is told so at once rather than left waiting.
    await reply({ refused: true }).catch(() => undefined);
  }
}

/**
 * Answers the code exchanges of one share until `signal` aborts, the share is gone, or too many failed (the
 * attempts under way still get their answer: the last one counts as failed until its confirmation comes).
 */
async function hostShare(share: HostedShare, options: HostOptions): Promise<void> {
  const sender = new CodeExchangeSender(share.folderCode, parseShareKey(share.shareKey));
  const attempts: Attempts = new Map();
  const { signal } = options;
  while (!signal.aborted && stillAnswering(sender, attempts)) {
    let pending: PendingExchangeMessage | null;
    try {
      pending = await nextExchangeMessage(share.folderCode, share.manageKey, signal);
    } catch (error) {
      if (signal.aborted || isGone(error)) return;
      await pause(RETRY_AFTER_MS, signal);
      continue;
    }
    if (pending) await answer(share, sender, attempts, pending, options);
  }
}

/**
 * Answers for every share in `shares` until `signal` aborts. With several pages of Sharecode open, one of them
 * does (the others wait for the lock), so the hello and the confirmation of an attempt reach the same page.
 */
export async function hostCodeExchanges(shares: readonly HostedShare[], options: HostOptions): Promise<void> {
  const run = () => Promise.all(shares.map((share) => hostShare(share, options))).then(() => undefined);
  if (typeof navigator === 'undefined' || !navigator.locks) return run();
  await navigator.locks.request(HOST_LOCK, { signal: options.signal }, run).catch((error: unknown) => {
    if (!options.signal.aborted) throw error;
  });
}
