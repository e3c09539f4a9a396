import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan, type Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import type { PageRequest } from '../common/page-request.js';
import { DatabaseLock } from '../database/database-lock.js';
import { AuditEntry } from './audit-entry.entity.js';
import type { AuditAction, AuditTargetType } from './audit-vocabulary.js';

/** What an operator did, as AuditService.record takes it. */
export interface AuditRecord {
  /** The operator's account e-mail (CurrentOperator's `email`). */
  actor: string;
  /** A dotted verb naming what was done, e.g. `report.dismiss`. */
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  reason?: string | null;
  /** Stored as given, or as JSON when an object. */
  details?: string | Record<string, unknown> | null;
}

/** The audit log: the only module that touches `audit_entries`, which it only ever appends to. */
@Injectable()
export class AuditService {
  private readonly entries: Repository<AuditEntry>;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly lock: DatabaseLock,
    private readonly clock: Clock,
  ) {
    this.entries = dataSource.getRepository(AuditEntry);
  }

  /** Appends one entry, timed now. */
  record({ actor, action, targetType, targetId, reason, details }: AuditRecord): Promise<AuditEntry> {
    const entry = this.entries.create({
      at: this.clock.now(),
      actor,
      action,
      targetType,
      targetId: String(targetId),
      reason: reason ?? null,
      details: typeof details === 'object' && details !== null ? JSON.stringify(details) : (details ?? null),
    });
    return this.lock.write(() => this.entries.save(entry));
  }

  /** A page of the log, newest first; `before` is an entry id. */
  list({ limit, before }: PageRequest<number>): Promise<AuditEntry[]> {
    return this.lock.read(() =>
      this.entries.find({
        where: before === undefined ? {} : { id: LessThan(before) },
        order: { id: 'DESC' },
        take: limit,
      }),
    );
  }
}
