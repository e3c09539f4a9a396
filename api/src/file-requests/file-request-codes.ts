import { Injectable } from '@nestjs/common';
import { RequesterPresence } from '../code-exchange/requester-presence.js';
import { type RequestCode, RequestCodes } from '../folders/lookups/request-codes.js';
import { linkOf } from './file-request.mapper.js';
import { FileRequestsRepository } from './file-requests.repository.js';

/** A file request's code, as a share's code lookup tells of it: its link, and whether its requester is there. */
@Injectable()
export class FileRequestCodes extends RequestCodes {
  constructor(
    private readonly repository: FileRequestsRepository,
    private readonly presence: RequesterPresence,
  ) {
    super();
  }

  async find(code: string): Promise<RequestCode | null> {
    const request = await this.repository.findByCode(code);
    if (!request) return null;
    return { requestLink: linkOf(request), requesterPresent: await this.presence.isPresent(request.id) };
  }
}
