import type { AnswerState, ExchangeStep, RecipientMessage, SenderAnswer } from './exchange-messages.js';

/**
 * Where a session stands. A step goes `{step}-sent` when the recipient sends it (then it waits in the share's
 * inbox for a poll of the sender's page) and `{step}-answered` when the sender's page answers it; `refused` ends
 * the exchange. The confirmation may only follow an answered hello.
 */
export type SessionState = 'started' | `${ExchangeStep}-sent` | `${ExchangeStep}-answered` | 'refused';

/** The state a session must be in for the recipient to send `step`. */
export const STATE_BEFORE: Readonly<Record<ExchangeStep, SessionState>> = {
  hello: 'started',
  confirmation: 'hello-answered',
};

/** What a session's state says of the answer to `step`. */
export function answerStateOf(state: SessionState, step: ExchangeStep, answer: string | undefined): AnswerState {
  if (state === 'refused') return { refused: true };
  if (state === `${step}-sent`) return 'pending';
  if (state === `${step}-answered` && answer !== undefined) return { message: answer };
  return 'ended';
}

/**
 * The relay's state: which shares' senders have a page open, the sessions recipients started, and the messages
 * waiting for each share's sender. Opaque messages only: nothing here reads them. In this process, or shared by
 * every instance through Redis, so a recipient on one instance meets a sender polling another.
 *
 * Every method answers at once; waiting is the caller's (see wait-for.ts).
 */
export abstract class CodeExchangeRelay {
  /** The sender's page of the share polls now: it counts as open for `forMs`. */
  abstract markSenderPresent(folderId: number, forMs: number): Promise<void>;

  abstract isSenderPresent(folderId: number): Promise<boolean>;

  /** Starts a session with the sender of the share; its id (16 random bytes, base64url). */
  abstract open(folderId: number): Promise<string>;

  /**
   * Queues the recipient's `step` for the share's sender; the share's id. Null when the session is unknown or
   * over, or this step is not the one it expects (sent already, or a confirmation before the hello was answered).
   */
  abstract send(sessionId: string, step: ExchangeStep, message: string): Promise<number | null>;

  /** The next message waiting for the share's sender, taken out of its inbox (so no other poll gets it), or null. */
  abstract takeForSender(folderId: number): Promise<RecipientMessage | null>;

  /**
   * The sender's answer to `step` of a session of its share. False when the session is unknown, over or of
   * another share, or `step` is not the one awaiting an answer.
   */
  abstract answer(folderId: number, sessionId: string, step: ExchangeStep, answer: SenderAnswer): Promise<boolean>;

  /** Where the answer to the recipient's `step` stands. */
  abstract answerTo(sessionId: string, step: ExchangeStep): Promise<AnswerState>;

  /** Ends a session: later steps and answers are refused, and its queued messages are dropped. */
  abstract end(sessionId: string): Promise<void>;
}
