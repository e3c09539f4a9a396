import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type FindOptionsWhere, In, IsNull, LessThan, Not, type Repository } from 'typeorm';
import { DatabaseLock } from '../database/database-lock.js';
import type { ReportState } from './report-category.js';
import { Report } from './report.entity.js';

export type NewReport = Pick<
  Report,
  | 'reference'
  | 'receivedAt'
  | 'category'
  | 'explanation'
  | 'email'
  | 'target'
  | 'folderId'
  | 'fileRequestId'
  | 'language'
>;

/** What a report names: a share, or a file request, by its database id. */
export type ReportedThing = { folderId: number } | { fileRequestId: number };

/** A report's decision: the state it moves to, when, and why. */
export interface ReportDecision {
  state: Exclude<ReportState, 'open'>;
  decidedAt: Date;
  decision: string;
}

/** Every query on `reports`. */
@Injectable()
export class ReportsRepository {
  private readonly reports: Repository<Report>;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly lock: DatabaseLock,
  ) {
    this.reports = dataSource.getRepository(Report);
  }

  /** Rejects with a unique violation when another report holds the reference. */
  insert(values: NewReport): Promise<Report> {
    return this.lock.write(() => this.reports.save(this.reports.create({ ...values, state: 'open' })));
  }

  findByReference(reference: string): Promise<Report | null> {
    return this.lock.read(() => this.reports.findOne({ where: { reference } }));
  }

  /** Reports in these states (all when undefined), newest first. */
  findInStates(states: readonly ReportState[] | undefined): Promise<Report[]> {
    const where: FindOptionsWhere<Report> = states ? { state: In([...states]) } : {};
    return this.lock.read(() => this.reports.find({ where, order: { receivedAt: 'DESC', id: 'DESC' } }));
  }

  /** Every report naming this share, newest first. */
  findOfFolder(folderId: number): Promise<Report[]> {
    return this.lock.read(() => this.reports.find({ where: { folderId }, order: { receivedAt: 'DESC', id: 'DESC' } }));
  }

  /** The open reports naming this share or request. */
  findOpenOf(thing: ReportedThing): Promise<Report[]> {
    return this.lock.read(() => this.reports.find({ where: { ...thing, state: 'open' } }));
  }

  /** Decides one report if it is still open; resolves whether this call did. */
  async decideOpen(reportId: number, decision: ReportDecision): Promise<boolean> {
    const result = await this.lock.write(() => this.reports.update({ id: reportId, state: 'open' }, decision));
    return (result.affected ?? 0) > 0;
  }

  /** Erases the reporter's e-mail of reports decided before `cutoff`; resolves how many. */
  async eraseEmailsDecidedBefore(cutoff: Date): Promise<number> {
    const result = await this.lock.write(() =>
      this.reports.update({ decidedAt: LessThan(cutoff), email: Not(IsNull()) }, { email: null }),
    );
    return result.affected ?? 0;
  }
}
