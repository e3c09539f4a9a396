import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';

/** What the roster needs to know of an account: an entity or a request's SessionUser. */
export interface OperatorCandidate {
  email: string;
  /** users.operator_enrolled_at: set only by OperatorEnrollment, a command run on the server. */
  operatorEnrolledAt: Date | null;
}

/**
 * Who is an operator: an account enrolled on the server (OperatorEnrollment) whose e-mail OPERATOR_EMAILS
 * still lists (case-insensitive). Both are asked at every request: signing up with a listed address is not
 * enough (sign-up does not verify addresses), and taking an address out of the setting takes the right away
 * with the next start, sessions already open included.
 */
@Injectable()
export class OperatorRoster {
  constructor(private readonly config: AppConfig) {}

  isOperator(account: OperatorCandidate): boolean {
    return account.operatorEnrolledAt !== null && this.isListed(account.email);
  }

  /** Whether OPERATOR_EMAILS lists the address: the first condition of enrolling it. */
  isListed(email: string): boolean {
    return this.config.operatorEmails.has(email.trim().toLowerCase());
  }

  /** Where report notices go. */
  emails(): string[] {
    return [...this.config.operatorEmails];
  }
}
