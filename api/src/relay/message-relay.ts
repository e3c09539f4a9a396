import type { PresenceBook } from './presence-book.js';
import type { RelayWakes, WakeListener } from './relay-wakes.js';

/**
 * A session of the relay: a recipient sends its steps one by one, in the order its protocol lists them, and
 * the share's sender page answers each. A step goes `{step}-sent` when the recipient sends it (then it waits in
 * the share's inbox for a poll of the sender's page) and `{step}-answered` when the sender's page answers it;
 * `refused` ends the session. A step may only follow the answer to the one before it.
 */
export type SessionState<Step extends string> = 'started' | `${Step}-sent` | `${Step}-answered` | 'refused';

/** A recipient's message waiting for the sender's page. */
export interface RecipientMessage<Step extends string> {
  sessionId: string;
  step: Step;
  message: string;
}

/** What the sender's page answers to a step: its own message, or a refusal. */
export type SenderAnswer = { message: string } | { refused: true };

/** Where the answer to a step stands: given, still awaited, or never coming (the session ended). */
export type AnswerState = SenderAnswer | 'pending' | 'ended';

/** A message taken for a sender's page that hosts several shares: which share it is for. */
export type SenderMessage<Step extends string> = RecipientMessage<Step> & { folderId: number };

/** The state a session must be in for the recipient to send `step` of a protocol whose steps are `steps`. */
export function stateBefore<Step extends string>(steps: readonly Step[], step: Step): SessionState<Step> {
  const index = steps.indexOf(step);
  return index <= 0 ? 'started' : `${steps[index - 1]}-answered`;
}

/** What a session's state says of the answer to `step`. */
export function answerStateOf<Step extends string>(
  state: SessionState<Step>,
  step: Step,
  answer: string | undefined,
): AnswerState {
  if (state === 'refused') return { refused: true };
  if (state === `${step}-sent`) return 'pending';
  if (state === `${step}-answered` && answer !== undefined) return { message: answer };
  return 'ended';
}

/**
 * The relay's state: which shares' senders have a page open, the sessions recipients started, and the messages
 * waiting for each share's sender. Opaque messages only: nothing here reads them. In this process, or shared by
 * every instance through Redis, so a recipient on one instance meets a sender polling another. Each protocol
 * relayed (the code exchange, direct transfer's signalling) has a relay of its own, presences included.
 *
 * Every method answers at once; waiting is the caller's (relay-polls.ts), who listens for the relay's wakes: a
 * message queued for a share's sender wakes `inboxTopic`, an answer or an ending wakes `sessionTopic`.
 */
export abstract class MessageRelay<Step extends string> {
  /**
   * `namespace` names this relay's keys, topics and presences apart from other protocols' relays sharing `wakes`
   * and `presences`.
   */
  constructor(
    protected readonly wakes: RelayWakes,
    readonly presences: PresenceBook,
    protected readonly namespace: string,
  ) {}

  /** The share's sender in the presence book (shared by every protocol's relay, so one poll marks all at once). */
  presenceMember(folderId: number): string {
    return `${this.namespace}:${folderId}`;
  }

  /** The sender's page of the share polls now: it counts as open for `forMs`. */
  markSenderPresent(folderId: number, forMs: number): Promise<void> {
    return this.presences.mark([this.presenceMember(folderId)], forMs);
  }

  isSenderPresent(folderId: number): Promise<boolean> {
    return this.presences.isPresent(this.presenceMember(folderId));
  }

  /** Woken when a message for the share's sender is queued. */
  inboxTopic(folderId: number): string {
    return `${this.namespace}:inbox:${folderId}`;
  }

  /** Woken when a session's step is answered, or the session ends. */
  sessionTopic(sessionId: string): string {
    return `${this.namespace}:session:${sessionId}`;
  }

  /** Hears of the wakes of `topics` (see RelayWakes.listen). */
  listen(topics: readonly string[]): WakeListener {
    return this.wakes.listen(topics);
  }

  /** Starts a session with the sender of the share; its id (16 random bytes, base64url). */
  async open(folderId: number): Promise<string> {
    return (await this.openWithin(folderId, Number.MAX_SAFE_INTEGER))!;
  }

  /**
   * Starts a session as `open` does, unless `max` sessions of the share are waiting already (started, and
   * neither wholly answered, refused, ended nor expired): null then. What bounds the work one share's link
   * can queue for its sender's page.
   */
  abstract openWithin(folderId: number, max: number): Promise<string | null>;

  /**
   * Queues the recipient's `step` for the share's sender; the share's id. Null when the session is unknown or
   * over, of another share than `folderId` (when given), or this step is not the one it expects (sent already,
   * or sent before the previous one was answered).
   */
  abstract send(sessionId: string, step: Step, message: string, folderId?: number): Promise<number | null>;

  /** The next message waiting for the share's sender, taken out of its inbox (so no other poll gets it), or null. */
  async takeForSender(folderId: number): Promise<RecipientMessage<Step> | null> {
    return this.takeForSenders([folderId]);
  }

  /**
   * The next message waiting for any of the shares (the first non-empty inbox in the order given), taken out of
   * its inbox, or null: one step for a page hosting several shares.
   */
  abstract takeForSenders(folderIds: readonly number[]): Promise<SenderMessage<Step> | null>;

  /**
   * The sender's answer to `step` of a session of its share. False when the session is unknown, over or of
   * another share, or `step` is not the one awaiting an answer.
   */
  abstract answer(folderId: number, sessionId: string, step: Step, answer: SenderAnswer): Promise<boolean>;

  /** Where the answer to the recipient's `step` stands. */
  abstract answerTo(sessionId: string, step: Step): Promise<AnswerState>;

  /** Ends a session: later steps and answers are refused, and its queued messages are dropped. */
  abstract end(sessionId: string): Promise<void>;
}
