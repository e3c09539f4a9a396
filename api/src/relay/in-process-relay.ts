import {
  type AnswerState,
  answerStateOf,
  MessageRelay,
  type RecipientMessage,
  type SenderAnswer,
  type SenderMessage,
  type SessionState,
  stateBefore,
} from './message-relay.js';
import { SESSION_TTL_MS } from './relay-timing.js';
import { InProcessPresenceBook, type PresenceBook } from './presence-book.js';
import { InProcessWakes, type RelayWakes } from './relay-wakes.js';
import { newSessionId } from './session-id.js';

interface Session<Step extends string> {
  folderId: number;
  state: SessionState<Step>;
  answer?: string;
  expiresAt: number;
}

/**
 * The relay's state in this process (no REDIS_URL: one instance). Expired sessions and presences are dropped
 * as new ones come, so nothing needs a timer.
 */
export class InProcessRelay<Step extends string> extends MessageRelay<Step> {
  private readonly sessions = new Map<string, Session<Step>>();
  private readonly inboxes = new Map<number, Array<RecipientMessage<Step>>>();

  /**
   * `steps`: the protocol's steps in order. `now` is milliseconds since the epoch; specs pass their own. A session
   * lives `sessionTtlMs` from its start. Relays sharing `wakes` and `presences` need a `namespace` each.
   */
  constructor(
    private readonly steps: readonly Step[],
    private readonly now: () => number = Date.now,
    private readonly sessionTtlMs = SESSION_TTL_MS,
    wakes: RelayWakes = new InProcessWakes(),
    presences: PresenceBook = new InProcessPresenceBook(now),
    namespace = 'relay',
  ) {
    super(wakes, presences, namespace);
  }

  openWithin(folderId: number, max: number): Promise<string | null> {
    this.dropExpired();
    let waiting = 0;
    for (const session of this.sessions.values())
      if (session.folderId === folderId && this.isWaiting(session)) waiting++;
    if (waiting >= max) return Promise.resolve(null);
    const sessionId = newSessionId();
    this.sessions.set(sessionId, { folderId, state: 'started', expiresAt: this.now() + this.sessionTtlMs });
    return Promise.resolve(sessionId);
  }

  send(sessionId: string, step: Step, message: string, folderId?: number): Promise<number | null> {
    const session = this.live(sessionId);
    if (session?.state !== stateBefore(this.steps, step)) return Promise.resolve(null);
    if (folderId !== undefined && session.folderId !== folderId) return Promise.resolve(null);
    session.state = `${step}-sent`;
    const inbox = this.inboxes.get(session.folderId) ?? [];
    inbox.push({ sessionId, step, message });
    this.inboxes.set(session.folderId, inbox);
    void this.wakes.wake(this.inboxTopic(session.folderId));
    return Promise.resolve(session.folderId);
  }

  takeForSenders(folderIds: readonly number[]): Promise<SenderMessage<Step> | null> {
    for (const folderId of folderIds) {
      const inbox = this.inboxes.get(folderId) ?? [];
      let next = inbox.shift();
      // Messages of sessions that ended meanwhile are dropped, not handed out.
      while (next && this.live(next.sessionId)?.state !== `${next.step}-sent`) next = inbox.shift();
      if (inbox.length === 0) this.inboxes.delete(folderId);
      if (next) return Promise.resolve({ ...next, folderId });
    }
    return Promise.resolve(null);
  }

  answer(folderId: number, sessionId: string, step: Step, answer: SenderAnswer): Promise<boolean> {
    const session = this.live(sessionId);
    if (session?.folderId !== folderId || session.state !== `${step}-sent`) return Promise.resolve(false);
    if ('refused' in answer) {
      session.state = 'refused';
    } else {
      session.state = `${step}-answered`;
      session.answer = answer.message;
    }
    void this.wakes.wake(this.sessionTopic(sessionId));
    return Promise.resolve(true);
  }

  answerTo(sessionId: string, step: Step): Promise<AnswerState> {
    const session = this.live(sessionId);
    return Promise.resolve(session ? answerStateOf(session.state, step, session.answer) : 'ended');
  }

  end(sessionId: string): Promise<void> {
    this.sessions.delete(sessionId);
    void this.wakes.wake(this.sessionTopic(sessionId));
    return Promise.resolve();
  }

  /** Neither refused nor answered to its last step: it still holds one of its share's waiting places. */
  private isWaiting({ state }: Session<Step>): boolean {
    return state !== 'refused' && state !== `${this.steps[this.steps.length - 1]}-answered`;
  }

  private live(sessionId: string): Session<Step> | undefined {
    const session = this.sessions.get(sessionId);
    return session && session.expiresAt > this.now() ? session : undefined;
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [sessionId, { expiresAt }] of this.sessions) if (expiresAt <= now) this.sessions.delete(sessionId);
    for (const [folderId, inbox] of this.inboxes) {
      const waiting = inbox.filter(({ sessionId }) => this.sessions.has(sessionId));
      if (waiting.length > 0) this.inboxes.set(folderId, waiting);
      else this.inboxes.delete(folderId);
    }
  }
}
