import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { clientKey } from '../../common/client-ip.js';
import { FAILED_LOOKUPS, FailedLookupLimiter } from '../../common/rate-limit/failed-lookup-limiter.js';
import { tooManyRequests } from '../../common/rate-limit/too-many-requests.js';

/**
 * Refuses, before any lookup, a client blocked for trying too many unknown codes or links
 * (FailedLookupFilter counts them).
 */
@Injectable()
export class LookupGuard implements CanActivate {
  constructor(private readonly limiter: FailedLookupLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const wait = await this.limiter.blockedSeconds(clientKey(context.switchToHttp().getRequest<Request>()));
    if (wait > 0) throw tooManyRequests(wait, FAILED_LOOKUPS);
    return true;
  }
}
