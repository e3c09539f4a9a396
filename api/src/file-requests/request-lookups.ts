import { Injectable } from '@nestjs/common';
import { tokenHash } from '../common/random-token.js';
import { RequestGoneException } from './endings/request-gone.exception.js';
import { RequestEndingsRepository } from './endings/request-endings.repository.js';
import type { FileRequest } from './file-request.entity.js';
import { FileRequestsRepository } from './file-requests.repository.js';
import { UnknownRequestException, WrongRequesterKeyException } from './request-exceptions.js';
import { isRequester, type Requester } from './requester-credentials.js';

/**
 * Finding a request by what a caller holds: its link (an uploader), or its code and requester key or owner's session
 * (its requester). A request cleanup deleted answers 410 from its tombstone for a week; anything unknown answers
 * 404, and a wrong requester key 403, both counted against the client's failed lookups of keys.
 */
@Injectable()
export class RequestLookups {
  constructor(
    private readonly repository: FileRequestsRepository,
    private readonly endings: RequestEndingsRepository,
  ) {}

  async byLink(code: string, linkKey: string): Promise<FileRequest> {
    const request = await this.repository.findByLinkKey(linkKey);
    if (request && request.code === code) return request;
    const tombstone = request ? null : await this.endings.findByLinkKeyHash(tokenHash(linkKey));
    if (tombstone && tombstone.code === code) throw new RequestGoneException(tombstone.reason, tombstone.category);
    throw new UnknownRequestException();
  }

  async forRequester(code: string, requester: Requester): Promise<FileRequest> {
    const request = await this.repository.findByCode(code);
    if (request) {
      if (!isRequester(requester, request)) throw new WrongRequesterKeyException();
      return request;
    }
    const tombstone = await this.endings.findNewestByCode(code);
    if (tombstone && requester.key !== null && tokenHash(requester.key) === tombstone.requesterKeyHash)
      throw new RequestGoneException(tombstone.reason, tombstone.category);
    throw new UnknownRequestException();
  }

  /** A request by its code alone: operators' actions. */
  async byCode(code: string): Promise<FileRequest> {
    const request = await this.repository.findByCode(code);
    if (!request) throw new UnknownRequestException();
    return request;
  }
}
