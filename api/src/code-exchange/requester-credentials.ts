import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { FAILED_LOOKUPS, FailedLookupLimiter } from '../http/rate-limit/failed-lookup-limiter.js';
import { tooManyRequests } from '../http/rate-limit/too-many-requests.js';
import { type HostedRequest, RequestHosting } from './request-hosting.js';

/** What a requester's credentials are refused with when they may be a guess: an unknown code or a wrong key. */
const GUESSED = new Set<number>([HttpStatus.FORBIDDEN, HttpStatus.NOT_FOUND]);

/**
 * A requester's page naming its request by code and requester key, for its live poll or its answers: each unknown
 * code or wrong key counts against the client's failed key lookups, as an unknown management key does, and once
 * they are spent is answered 429 (a right key still works).
 */
@Injectable()
export class RequesterCredentials {
  constructor(
    private readonly hosting: RequestHosting,
    private readonly failedLookups: FailedLookupLimiter,
  ) {}

  async verify(code: string, requesterKey: string, client: string): Promise<HostedRequest> {
    try {
      return await this.hosting.verifyRequester(code, requesterKey);
    } catch (error) {
      if (error instanceof HttpException && GUESSED.has(error.getStatus())) {
        const blocked = await this.failedLookups.recordFailure('key', client);
        if (blocked > 0) throw tooManyRequests(blocked, FAILED_LOOKUPS.key);
      }
      throw error;
    }
  }
}
