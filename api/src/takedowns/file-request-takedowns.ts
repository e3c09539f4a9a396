import { Injectable, Logger } from '@nestjs/common';
import { RequestTakedowns } from '../file-requests/request-takedowns.js';
import type { RemovalCategory } from '../folders/endings/ending.js';
import type { Operator } from '../http/operator-access/current-operator.decorator.js';
import { ReportsService } from '../reports/reports.service.js';

interface Takedown {
  category: RemovalCategory;
  reasons: string;
}

/**
 * Operators taking a file request down (docs/design/file-requests.md §3), as a share is: the file requests module
 * audits and records the removal, then the request's open reports are decided with the operator's reasons.
 */
@Injectable()
export class FileRequestTakedowns {
  private readonly logger = new Logger(FileRequestTakedowns.name);

  constructor(
    private readonly requests: RequestTakedowns,
    private readonly reports: ReportsService,
  ) {}

  async takeDown(code: string, takedown: Takedown, operator: Operator): Promise<void> {
    const removed = await this.requests.takeDown(code, takedown, operator);
    if (!removed) return;
    const actioned = await this.reports.markActioned({ fileRequestId: removed.id }, takedown.reasons);
    this.logger.log(
      `File request ${removed.code} taken down (${takedown.category}); ${actioned} open report(s) actioned`,
    );
  }
}
