import { ApiException } from '../errors/api-exception.js';
import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { Clock } from '../common/clock.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { ReportedRequests } from '../file-requests/reported-requests.js';
import { FoldersService } from '../folders/folders.service.js';
import type { Operator } from '../http/operator-access/current-operator.decorator.js';
import { type LanguageHints, pageLanguage } from '../languages/visitor-language.js';
import type { ReportCategory, ReportState } from './report-category.js';
import { ReportMailer } from './report-mailer.js';
import { REPORTER_MAIL_LANGUAGES, REPORTER_MAIL_SOURCE } from './reporter-mail-texts.js';
import { newReportReference, parseReportReference } from './report-reference.js';
import { parseReportTarget, type ReportTarget } from './share-target.js';
import type { Report } from './report.entity.js';
import { type ReportedThing, ReportsRepository } from './reports.repository.js';

/** Fresh references to try before giving up; with 40 random bits a second one is already a rarity. */
const REFERENCE_ATTEMPTS = 5;

const UNKNOWN_REPORT_MESSAGE = 'No report has this reference.';
const ALREADY_DECIDED_MESSAGE = 'This report was already decided.';

/** What the report form sends, validated. */
export interface ReportSubmission {
  target: string;
  category: ReportCategory;
  explanation: string;
  email?: string;
}

/** What the report form's request says of its sender's language: the picker's cookie, the browser's languages. */
export type ReporterLanguageHints = Pick<LanguageHints, 'cookie' | 'acceptLanguage'>;

/** Which reports a list shows: `closed` is dismissed and actioned together. */
export type ReportFilter = 'open' | 'closed' | 'all';

const STATES_OF: Record<ReportFilter, readonly ReportState[] | undefined> = {
  open: ['open'],
  closed: ['dismissed', 'actioned'],
  all: undefined,
};

/** What a report's target named when it came in: a share, a file request, or nothing (both null). */
interface NamedThing {
  folderId: number | null;
  fileRequestId: number | null;
}

const NOTHING: NamedThing = { folderId: null, fileRequestId: null };

/** Reports of shares and file requests: received from anyone, decided by operators (docs/moderation.md). */
@Injectable()
export class ReportsService {
  constructor(
    private readonly repository: ReportsRepository,
    private readonly folders: FoldersService,
    private readonly requests: ReportedRequests,
    private readonly audit: AuditService,
    private readonly mailer: ReportMailer,
    private readonly clock: Clock,
  ) {}

  /**
   * Stores a report and starts the operators' e-mail. The share or request the target names is looked up the same
   * way whether or not one does, and the answer carries nothing about it: a report cannot tell anyone whether a
   * code is in use. The report keeps the language its form was sent in (as a page's is picked), for the e-mail
   * telling the reporter the decision.
   */
  async submit(
    { target, category, explanation, email }: ReportSubmission,
    hints: ReporterLanguageHints = {},
  ): Promise<Report> {
    const parsed = parseReportTarget(target);
    const named = parsed ? await this.identify(parsed) : NOTHING;
    const language = pageLanguage(hints, REPORTER_MAIL_LANGUAGES, REPORTER_MAIL_SOURCE);
    const values = {
      receivedAt: this.clock.now(),
      category,
      explanation,
      email: email ?? null,
      target,
      ...named,
      language,
    };
    for (let attempt = 1; ; attempt++) {
      try {
        const report = await this.repository.insert({ ...values, reference: newReportReference() });
        this.mailer.notifyOperators(report);
        return report;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === REFERENCE_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * A bare code or link names whichever holds it: the code space is shared, so at most one of them does (a link's
   * 128-bit key makes two holders of one link a non-question).
   */
  private async identify({ of, ref }: ReportTarget): Promise<NamedThing> {
    const folderId = of === 'request' ? null : await this.folders.identify(ref);
    if (folderId !== null) return { folderId, fileRequestId: null };
    const fileRequestId = of === 'share' ? null : await this.requests.identify(ref);
    return { folderId: null, fileRequestId };
  }

  list(filter: ReportFilter): Promise<Report[]> {
    return this.repository.findInStates(STATES_OF[filter]);
  }

  /** 404 when no report has this reference (as typed: case and spaces do not matter). */
  async find(reference: string): Promise<Report> {
    const normalised = parseReportReference(reference);
    const report = normalised && (await this.repository.findByReference(normalised));
    if (!report) throw new ApiException('unknown_report', UNKNOWN_REPORT_MESSAGE);
    return report;
  }

  /** Every report naming this share, newest first. */
  ofFolder(folderId: number): Promise<Report[]> {
    return this.repository.findOfFolder(folderId);
  }

  /** Closes an open report with nothing done, for `reason`; audited. 409 once decided. */
  async dismiss(reference: string, reason: string, operator: Operator): Promise<Report> {
    const report = await this.find(reference);
    const decidedAt = this.clock.now();
    if (!(await this.repository.decideOpen(report.id, { state: 'dismissed', decidedAt, decision: reason })))
      throw new ApiException('report_already_decided', ALREADY_DECIDED_MESSAGE);
    await this.audit.record({
      actor: operator.email,
      action: 'report.dismiss',
      targetType: 'report',
      targetId: report.reference,
      reason,
    });
    const dismissed: Report = { ...report, state: 'dismissed', decidedAt, decision: reason };
    this.mailer.notifyReporter(dismissed, 'dismissed');
    return dismissed;
  }

  /**
   * Closes every open report of a share or request an operator has acted on (a takedown), with `decision` the
   * operator's reasons (the state says what was done); resolves how many. The caller audits the action itself.
   */
  async markActioned(thing: ReportedThing, decision: string): Promise<number> {
    const open = await this.repository.findOpenOf(thing);
    let actioned = 0;
    for (const report of open) {
      const decided = { state: 'actioned', decidedAt: this.clock.now(), decision } as const;
      if (!(await this.repository.decideOpen(report.id, decided))) continue;
      actioned++;
      this.mailer.notifyReporter({ ...report, ...decided }, 'actioned');
    }
    return actioned;
  }
}
