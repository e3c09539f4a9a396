import { ApiException } from '../errors/api-exception.js';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { MySharesService } from '../my-shares/my-shares.service.js';
import { EMAIL_TAKEN_MESSAGE, IncorrectPasswordException, InvalidCredentialsException } from './auth.exceptions.js';
import type { LoginDto } from './dto/login.dto.js';
import type { SignupDto } from './dto/signup.dto.js';
import { PasswordHasher } from '../password-hashing/password-hasher.js';
import { type StartedSession, SessionsService } from './sessions.service.js';
import type { SessionUser } from '../http/session-user.js';
import { NOT_SIGNED_IN_MESSAGE } from '../http/signed-in.guard.js';
import type { User } from './user.entity.js';
import { UsersRepository } from './users.repository.js';

export interface LoginResult {
  user: User;
  session: StartedSession;
}

/** Accounts: signing up, logging in and out, and deleting an account with everything it owns. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly myShares: MySharesService,
    private readonly clock: Clock,
  ) {}

  /** Creates the account (no sign-in: the signup page stays put; the user logs in next). 409 when the email is taken. */
  async signup({ username, email, password }: SignupDto): Promise<User> {
    const passwordHash = await this.hasher.hash(password);
    try {
      // No look-up first: the unique constraint decides, so two simultaneous signups cannot both succeed.
      return await this.users.insert({ username, email, passwordHash, createdAt: this.clock.now() });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiException('email_taken', EMAIL_TAKEN_MESSAGE);
      throw error;
    }
  }

  /**
   * Checks the password and starts a session. An unknown email costs one password verification too, so
   * both failures take the same time and give the same answer.
   */
  async login({ email, password, remember = false }: LoginDto): Promise<LoginResult> {
    const user = await this.users.findByEmail(email);
    const valid = user
      ? await this.hasher.verify(user.passwordHash, password)
      : await this.hasher.verifyUnknownAccount(password);
    if (!user || !valid) throw new InvalidCredentialsException();
    return { user, session: await this.sessions.start(user.id, remember) };
  }

  /** Ends the request's session, if it has one. */
  async logout(user: SessionUser | undefined): Promise<void> {
    if (user) await this.sessions.end(user.sessionId);
  }

  /**
   * Deletes the account once its password is confirmed: the account and all its sessions first (every
   * cookie stops working at once), then its shares with their stored files.
   */
  async deleteAccount(sessionUser: SessionUser, password: string): Promise<void> {
    const user = await this.users.findById(sessionUser.id);
    // Deleted by another of its sessions a moment ago.
    if (!user) throw new ApiException('not_signed_in', NOT_SIGNED_IN_MESSAGE);
    if (!(await this.hasher.verify(user.passwordHash, password))) throw new IncorrectPasswordException();
    await this.users.deleteWithSessions(user.id);
    const shares = await this.myShares.removeAll(user.id);
    this.logger.log(`Deleted account ${user.id} with ${shares} share(s)`);
  }
}
