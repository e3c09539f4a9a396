import { Injectable } from '@nestjs/common';
import { type HostedRequest, RequestHosting } from '../code-exchange/request-hosting.js';
import { FileRequestsRepository } from './file-requests.repository.js';
import { FileRequestsService } from './file-requests.service.js';
import { RequestLookups } from './request-lookups.js';

/**
 * File requests as the code exchange sees them: a request's code starts an exchange with its requester's open
 * page while the request takes answers, and that page hosts it with the request's requester key.
 */
@Injectable()
export class FileRequestHosting extends RequestHosting {
  constructor(
    private readonly repository: FileRequestsRepository,
    private readonly lookups: RequestLookups,
    private readonly requests: FileRequestsService,
  ) {
    super();
  }

  async requestByCode(code: string): Promise<HostedRequest | null> {
    const request = await this.repository.findByCode(code);
    if (!request) return null;
    this.requests.assertOpen(request);
    return { id: request.id };
  }

  async verifyRequester(code: string, requesterKey: string): Promise<HostedRequest> {
    const request = await this.lookups.forRequester(code, { key: requesterKey, ownerId: undefined });
    this.requests.assertOpen(request);
    return { id: request.id };
  }
}
