import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config.js';
import { OperatorRoster } from '../operators/operator-roster.js';
import type { Report } from './report.entity.js';

/**
 * How long one notice may take, each step: a mail server that does not answer must not keep connections piling
 * up behind a stream of reports.
 */
const SMTP_TIMEOUT_MS = 10_000;

/** Where the console lists reports, under PUBLIC_URL. */
const CONSOLE_PATH = '/operator';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/**
 * Tells the operators (OPERATOR_EMAILS) of each new report by e-mail through SMTP_URL; does nothing without it.
 * Sending happens after the report is stored and answered, and a failure is logged, never passed on: the report
 * is in the console either way. The notice never carries the reporter's e-mail address, which stays in the
 * database for operators who need to ask a follow-up question.
 */
@Injectable()
export class ReportMailer implements OnModuleDestroy {
  private readonly logger = new Logger(ReportMailer.name);
  private readonly transport: Transporter | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly config: AppConfig,
    private readonly operators: OperatorRoster,
  ) {
    const url = config.reportMail.smtpUrl;
    this.transport =
      url === undefined
        ? undefined
        : createTransport({
            url,
            connectionTimeout: SMTP_TIMEOUT_MS,
            greetingTimeout: SMTP_TIMEOUT_MS,
            socketTimeout: SMTP_TIMEOUT_MS,
          });
  }

  /** Starts sending the notice of `report`; resolves at once. */
  notify(report: Report): void {
    const to = this.operators.emails();
    if (!this.transport || to.length === 0) return;
    const sending = this.send(this.transport, to, report).finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Lets notices under way finish before the process stops (each bounded by SMTP_TIMEOUT_MS). */
  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.pending);
    this.transport?.close();
  }

  private async send(transport: Transporter, to: string[], report: Report): Promise<void> {
    try {
      await transport.sendMail({
        from: this.config.reportMail.from,
        to,
        subject: `Sharecode report ${report.reference}: ${report.category}`,
        text: this.text(report),
      });
    } catch (error) {
      this.logger.error(`Report ${report.reference}: the e-mail to the operators failed (${reasonOf(error)})`);
    }
  }

  private text(report: Report): string {
    return [
      `A share was reported on Sharecode.`,
      ``,
      `Reference: ${report.reference}`,
      `Received: ${report.receivedAt.toISOString()}`,
      `Category: ${report.category}`,
      `Target: ${report.target}`,
      `Names a share: ${report.folderId === null ? 'no (no share has this code or link now)' : 'yes'}`,
      `Reporter left an e-mail address: ${report.email === null ? 'no' : 'yes (see the console)'}`,
      ``,
      `Explanation:`,
      report.explanation,
      ``,
      `Review it in the operator console: ${this.config.publicUrl}${CONSOLE_PATH}`,
      ``,
    ].join('\n');
  }
}
