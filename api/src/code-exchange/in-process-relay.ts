import { CodeExchangeRelay, STATE_BEFORE, answerStateOf, type SessionState } from './code-exchange-relay.js';
import type { AnswerState, ExchangeStep, RecipientMessage, SenderAnswer } from './exchange-messages.js';
import { SESSION_TTL_MS } from './relay-timing.js';
import { newSessionId } from './session-id.js';

interface Session {
  folderId: number;
  state: SessionState;
  answer?: string;
  expiresAt: number;
}

/**
 * The relay's state in this process (no REDIS_URL: one instance). Expired sessions and presences are dropped
 * as new ones come, so nothing needs a timer.
 */
export class InProcessRelay extends CodeExchangeRelay {
  private readonly sessions = new Map<string, Session>();
  /** When each share's sender stops counting as present. */
  private readonly senders = new Map<number, number>();
  private readonly inboxes = new Map<number, RecipientMessage[]>();

  /** `now` is milliseconds since the epoch; specs pass their own. */
  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  markSenderPresent(folderId: number, forMs: number): Promise<void> {
    this.dropExpired();
    this.senders.set(folderId, this.now() + forMs);
    return Promise.resolve();
  }

  isSenderPresent(folderId: number): Promise<boolean> {
    return Promise.resolve((this.senders.get(folderId) ?? 0) > this.now());
  }

  open(folderId: number): Promise<string> {
    this.dropExpired();
    const sessionId = newSessionId();
    this.sessions.set(sessionId, { folderId, state: 'started', expiresAt: this.now() + SESSION_TTL_MS });
    return Promise.resolve(sessionId);
  }

  send(sessionId: string, step: ExchangeStep, message: string): Promise<number | null> {
    const session = this.live(sessionId);
    if (session?.state !== STATE_BEFORE[step]) return Promise.resolve(null);
    session.state = `${step}-sent`;
    const inbox = this.inboxes.get(session.folderId) ?? [];
    inbox.push({ sessionId, step, message });
    this.inboxes.set(session.folderId, inbox);
    return Promise.resolve(session.folderId);
  }

  takeForSender(folderId: number): Promise<RecipientMessage | null> {
    const inbox = this.inboxes.get(folderId) ?? [];
    let next = inbox.shift();
    // Messages of sessions that ended meanwhile are dropped, not handed out.
    while (next && this.live(next.sessionId)?.state !== `${next.step}-sent`) next = inbox.shift();
    if (inbox.length === 0) this.inboxes.delete(folderId);
    return Promise.resolve(next ?? null);
  }

  answer(folderId: number, sessionId: string, step: ExchangeStep, answer: SenderAnswer): Promise<boolean> {
    const session = this.live(sessionId);
    if (session?.folderId !== folderId || session.state !== `${step}-sent`) return Promise.resolve(false);
    if ('refused' in answer) {
      session.state = 'refused';
    } else {
      session.state = `${step}-answered`;
      session.answer = answer.message;
    }
    return Promise.resolve(true);
  }

  answerTo(sessionId: string, step: ExchangeStep): Promise<AnswerState> {
    const session = this.live(sessionId);
    return Promise.resolve(session ? answerStateOf(session.state, step, session.answer) : 'ended');
  }

  end(sessionId: string): Promise<void> {
    this.sessions.delete(sessionId);
    return Promise.resolve();
  }

  private live(sessionId: string): Session | undefined {
    const session = this.sessions.get(sessionId);
    return session && session.expiresAt > this.now() ? session : undefined;
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [sessionId, { expiresAt }] of this.sessions) if (expiresAt <= now) this.sessions.delete(sessionId);
    for (const [folderId, until] of this.senders) if (until <= now) this.senders.delete(folderId);
    for (const [folderId, inbox] of this.inboxes) {
      const waiting = inbox.filter(({ sessionId }) => this.sessions.has(sessionId));
      if (waiting.length > 0) this.inboxes.set(folderId, waiting);
      else this.inboxes.delete(folderId);
    }
  }
}
