import { Injectable } from '@nestjs/common';
import { isEmail } from 'class-validator';
import { AuditService } from '../../audit/audit.service.js';
import { SERVER_COMMAND_ACTOR, type AuditAction } from '../../audit/audit-vocabulary.js';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  USERNAME_MAX_LENGTH,
} from '../../auth/password-rules.js';
import type { User } from '../../auth/user.entity.js';
import { UsersRepository } from '../../auth/users.repository.js';
import { Clock } from '../../common/clock.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { PasswordHasher } from '../../password-hashing/password-hasher.js';
import { OperatorRoster } from '../../http/operator-access/operator-roster.js';

/** A request the enrollment refuses; its message is the whole answer, fit for one line on a terminal. */
export class EnrollmentRefusedError extends Error {}

interface Enrolled {
  email: string;
  /** True when no account had the address and enrolling made one; false when an existing one was taken over. */
  created: boolean;
}

interface Revoked {
  email: string;
  wasEnrolled: boolean;
}

export interface RosterLine {
  email: string;
  listed: boolean;
  /** Null: no account has the address. */
  account: { enrolledAt: Date | null } | null;
}

/**
 * Makes accounts operators, only from a shell on the server (`npm run operators -w api -- …`): sign-up does not
 * verify addresses, so an account signed up with a listed address proves nothing. Enrolling sets a password
 * chosen on the server and ends every session the account had, so whoever signed it up loses it.
 */
@Injectable()
export class OperatorEnrollment {
  constructor(
    private readonly users: UsersRepository,
    private readonly roster: OperatorRoster,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Enrolls the account of a listed address with a new password, creating the account if there is none. */
  async enroll(address: string, password: string): Promise<Enrolled> {
    const email = normalize(address);
    if (!this.roster.isListed(email)) {
      throw new EnrollmentRefusedError(`${email} is not listed in OPERATOR_EMAILS: add it there first.`);
    }
    if (email.length > EMAIL_MAX_LENGTH || !isEmail(email)) {
      throw new EnrollmentRefusedError(`${email} is not a valid e-mail address.`);
    }
    if (password.length < PASSWORD_MIN_LENGTH) throw new EnrollmentRefusedError(PASSWORD_TOO_SHORT_MESSAGE);
    if (password.length > PASSWORD_MAX_LENGTH) throw new EnrollmentRefusedError(PASSWORD_TOO_LONG_MESSAGE);

    const passwordHash = await this.hasher.hash(password);
    const now = this.clock.now();
    const created = await this.create(email, passwordHash, now);
    const user = created ?? (await this.takeOver(email, passwordHash, now));
    await this.record('operator.enroll', user, { email, account: created ? 'created' : 'existing' });
    return { email, created: created !== null };
  }

  /** Clears the mark and ends the account's sessions. Works on an address no longer listed, too. */
  async revoke(address: string): Promise<Revoked> {
    const email = normalize(address);
    const user = await this.users.findByEmail(email);
    if (!user) throw new EnrollmentRefusedError(`No account has the address ${email}.`);
    const wasEnrolled = user.operatorEnrolledAt !== null;
    if (wasEnrolled) {
      await this.users.unenrollWithSessions(user.id);
      await this.record('operator.revoke', user, { email });
    }
    return { email, wasEnrolled };
  }

  /** Every listed address, then every enrolled account whose address is no longer listed; by address. */
  async list(): Promise<RosterLine[]> {
    const listed = this.roster.emails();
    const accounts = new Map((await this.users.findByEmailsOrEnrolled(listed)).map((user) => [user.email, user]));
    const emails = [...new Set([...listed, ...accounts.keys()])].sort();
    return emails.map((email) => {
      const user = accounts.get(email);
      return {
        email,
        listed: this.roster.isListed(email),
        account: user ? { enrolledAt: user.operatorEnrolledAt } : null,
      };
    });
  }

  /** The new enrolled account, or null when the address is taken (by sign-up, perhaps a moment ago). */
  private async create(email: string, passwordHash: string, now: Date): Promise<User | null> {
    const username = email.split('@')[0].slice(0, USERNAME_MAX_LENGTH);
    try {
      return await this.users.insert({ username, email, passwordHash, createdAt: now, operatorEnrolledAt: now });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  private async takeOver(email: string, passwordHash: string, now: Date): Promise<User> {
    const user = await this.users.findByEmail(email);
    // Deleted between the failed insert and here: rare enough for the operator to run the command again.
    if (!user) throw new EnrollmentRefusedError(`The account of ${email} changed meanwhile: run the command again.`);
    await this.users.enrollWithNewPassword(user.id, passwordHash, now);
    return user;
  }

  private async record(action: AuditAction, user: User, details: Record<string, unknown>): Promise<void> {
    await this.audit.record({
      actor: SERVER_COMMAND_ACTOR,
      action,
      targetType: 'account',
      targetId: user.id,
      details,
    });
  }
}

function normalize(address: string): string {
  return address.trim().toLowerCase();
}
