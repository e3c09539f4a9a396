import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config.js';
import { OperatorRoster } from '../http/operator-access/operator-roster.js';
import type { Report } from './report.entity.js';
import {
  fillIn,
  mailDate,
  REPORTER_MAIL_TEXTS,
  type ReporterMailTexts,
  reporterMailLanguage,
} from './reporter-mail-texts.js';
import { parseReportTarget } from './share-target.js';

/**
 * How long one notice may take, each step: a mail server that does not answer must not keep connections piling
 * up behind a stream of reports.
 */
const SMTP_TIMEOUT_MS = 10_000;

/** Where the console lists reports, under PUBLIC_URL. */
const CONSOLE_PATH = '/operator';

/** What an operator decided about a report. */
type Outcome = 'dismissed' | 'actioned';

/** The reporter's sentence for each outcome, in the words of what they reported: a share or a file request. */
const OUTCOME_TEXT: Record<Outcome, Record<'share' | 'request', keyof ReporterMailTexts>> = {
  actioned: { share: 'actioned', request: 'actionedRequest' },
  dismissed: { share: 'dismissed', request: 'dismissedRequest' },
};

interface Message {
  to: string[];
  subject: string;
  text: string;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/** What the operators' notice says the target named when the report came in. */
function namedIn(report: Report): string {
  if (report.folderId !== null) return 'a share';
  if (report.fileRequestId !== null) return 'a file request';
  return 'nothing (no share or file request has this code or link now)';
}

/**
 * What the reporter reported, for their e-mail's words: what the target named when the report came in, else (it
 * named nothing) what its address says, a request's `/r/…` link being a request's. A bare code reads as a share.
 */
function reportedThingOf(report: Report): 'share' | 'request' {
  if (report.fileRequestId !== null) return 'request';
  if (report.folderId !== null) return 'share';
  return parseReportTarget(report.target)?.of === 'request' ? 'request' : 'share';
}

/**
 * E-mails about reports through SMTP_URL (nothing without it): a notice of each new report to the operators
 * (OPERATOR_EMAILS), and the decision to a reporter who left an address. Sending happens after the report or
 * decision is stored and answered, and a failure is logged, never passed on: the report is in the console
 * either way. The operators' notice never carries the reporter's address.
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

  /** Starts sending the operators the notice of a new report; resolves at once. */
  notifyOperators(report: Report): void {
    const to = this.operators.emails();
    if (to.length === 0) return;
    this.start(report, {
      to,
      subject: `Sharecode report ${report.reference}: ${report.category}`,
      text: this.operatorsText(report),
    });
  }

  /**
   * Starts telling the reporter, when they left an address, what was decided about their report (the notice
   * of decision the DSA asks for); resolves at once. Operators' reasons for a dismissal are not passed on: they
   * may be about the share or its sender.
   */
  notifyReporter(report: Report, outcome: Outcome): void {
    if (report.email === null) return;
    this.start(report, { to: [report.email], ...this.reporterMessage(report, outcome) });
  }

  /** Lets notices under way finish before the process stops (each bounded by SMTP_TIMEOUT_MS). */
  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.pending);
    this.transport?.close();
  }

  private start(report: Report, message: Message): void {
    if (!this.transport) return;
    const sending = this.send(this.transport, report, message).finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  private async send(transport: Transporter, report: Report, message: Message): Promise<void> {
    try {
      await transport.sendMail({ from: this.config.reportMail.from, ...message });
    } catch (error) {
      this.logger.error(`Report ${report.reference}: an e-mail about it could not be sent (${reasonOf(error)})`);
    }
  }

  /** The reporter's e-mail, in the language they filed the report in (reporter-mail-texts.ts). */
  private reporterMessage(report: Report, outcome: Outcome): Pick<Message, 'subject' | 'text'> {
    const language = reporterMailLanguage(report.language);
    const texts = REPORTER_MAIL_TEXTS[language];
    const values = {
      reference: report.reference,
      receivedAt: mailDate(report.receivedAt, language),
      target: report.target,
    };
    const fill = (text: string) => fillIn(text, values, language);
    return {
      subject: fill(texts.subject),
      text: [
        fill(texts.thanks),
        ``,
        fill(texts[OUTCOME_TEXT[outcome][reportedThingOf(report)]]),
        ``,
        fill(texts.disagree),
        ``,
      ].join('\n'),
    };
  }

  private operatorsText(report: Report): string {
    return [
      `A share or file request was reported on Sharecode.`,
      ``,
      `Reference: ${report.reference}`,
      `Received: ${report.receivedAt.toISOString()}`,
      `Category: ${report.category}`,
      `Target: ${report.target}`,
      `Names: ${namedIn(report)}`,
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
