import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { SessionsRepository } from './sessions.repository.js';
import { sessionExpiresAt } from './session-lifetime.js';
import { hashSessionToken, isWellFormedSessionToken, newSessionToken } from './session-token.js';
import type { SessionUser } from '../http/session-user.js';

export interface StartedSession {
  /** For the cookie only; never stored. */
  token: string;
  expiresAt: Date;
}

/** Server-side sessions: started at login, resolved from the cookie on each request, ended at logout. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly repository: SessionsRepository,
    private readonly clock: Clock,
  ) {}

  async start(userId: number, remember: boolean): Promise<StartedSession> {
    const now = this.clock.now();
    const token = newSessionToken();
    const expiresAt = sessionExpiresAt(remember, now);
    await this.repository.insert({ userId, tokenHash: hashSessionToken(token), createdAt: now, expiresAt });
    // Expired sessions are refused from the instant they expire; their rows only take space. Sweeping them
    // whenever a session starts keeps the table to about the live ones, without a timer of its own.
    await this.repository.deleteExpired(now);
    return { token, expiresAt };
  }

  /** The account a cookie's token signs in, or null when no live session holds it. */
  async resolve(token: string): Promise<SessionUser | null> {
    if (!isWellFormedSessionToken(token)) return null;
    const session = await this.repository.findByTokenHashWithUser(hashSessionToken(token));
    if (!session || session.expiresAt.getTime() <= this.clock.now().getTime()) return null;
    const { user } = session;
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      createdAt: user.createdAt,
      operatorEnrolledAt: user.operatorEnrolledAt,
      sessionId: session.id,
    };
  }

  end(sessionId: number): Promise<void> {
    return this.repository.deleteById(sessionId);
  }
}
