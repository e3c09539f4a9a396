import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { Clock } from '../common/clock.js';
import type { RemovalCategory } from '../folders/endings/ending.js';
import type { Operator } from '../http/operator-access/current-operator.decorator.js';
import type { FileRequest } from './file-request.entity.js';
import { FileRequestsRepository } from './file-requests.repository.js';
import { RequestLookups } from './request-lookups.js';

interface Takedown {
  category: RemovalCategory;
  reasons: string;
}

/**
 * Operators taking a file request down: audited first, then recorded (its link answers 410 `removed` at once, its
 * requester reads the statement of reasons); cleanup deletes its answers' objects, then the row becomes a tombstone.
 * Taking down a request already removed changes nothing and writes no entry. The route, and closing the request's
 * reports, are the takedowns module's.
 */
@Injectable()
export class RequestTakedowns {
  constructor(
    private readonly lookups: RequestLookups,
    private readonly repository: FileRequestsRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Resolves the request this call removed; null when it had been already. 404 for an unknown code. */
  async takeDown(code: string, { category, reasons }: Takedown, operator: Operator): Promise<FileRequest | null> {
    const request = await this.lookups.byCode(code);
    if (request.endedReason === 'removed') return null;
    await this.audit.record({
      actor: operator.email,
      action: 'file-request.takedown',
      targetType: 'file-request',
      targetId: request.id,
      reason: reasons,
      details: { category, code: request.code },
    });
    await this.repository.remove(request.id, { at: this.clock.now(), category, reasons });
    return request;
  }
}
