import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';

/**
 * Who is an operator: an account whose e-mail OPERATOR_EMAILS lists (case-insensitive). Asked at every
 * request and never stored on the account, so taking an address out of the setting takes the right away
 * with the next start, sessions already open included.
 */
@Injectable()
export class OperatorRoster {
  constructor(private readonly config: AppConfig) {}

  isOperator(email: string): boolean {
    return this.config.operatorEmails.has(email.trim().toLowerCase());
  }

  /** Where report notices go. */
  emails(): string[] {
    return [...this.config.operatorEmails];
  }
}
