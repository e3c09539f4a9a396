import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import type { FolderRef } from '../folders/codes/folder-ref.js';
import type { OperatorFileRequestDto } from './dto/operator-file-request.dto.js';
import { toOperatorDto } from './file-request.mapper.js';
import { FileRequestsRepository } from './file-requests.repository.js';

/**
 * File requests as reports name them (docs/moderation.md): which request a report's target names, and what the
 * operator console shows of reported ones. What other modules read of `file_requests`.
 */
@Injectable()
export class ReportedRequests {
  constructor(
    private readonly repository: FileRequestsRepository,
    private readonly clock: Clock,
  ) {}

  /** The id of the request holding this code, or this link; null when none does. */
  async identify(ref: FolderRef): Promise<number | null> {
    const request =
      ref.kind === 'code' ? await this.repository.findByCode(ref.code) : await this.repository.findByLinkKey(ref.key);
    return request && request.code === ref.code ? request.id : null;
  }

  /** These requests as the console shows them, by id (ids of deleted requests are left out). */
  async summaries(ids: readonly number[]): Promise<Map<number, OperatorFileRequestDto>> {
    const now = this.clock.now();
    const requests = ids.length === 0 ? [] : await this.repository.findByIds(ids);
    return new Map(requests.map((request) => [request.id, toOperatorDto(request, now)]));
  }
}
