import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { clientKey } from '../../common/client-ip.js';
import { FAILED_LOOKUPS, FailedLookupLimiter, type LookupKind } from '../../common/rate-limit/failed-lookup-limiter.js';
import { tooManyRequests } from '../../common/rate-limit/too-many-requests.js';
import { parseFolderRef } from '../codes/folder-ref.js';

/** Route metadata set by @GuardedAgainstGuessing(kind): what the route's requests name a share by. */
export const LOOKUP_KIND = 'sharecode:lookup-kind';

/**
 * What a request names its share by, when the route does not say: a `:ref` that is a bare code, or a
 * `:code`, is a code lookup; a `:link` (or a `:ref` that is not a code) is a key.
 */
function kindOfParams(params: Request['params']): LookupKind {
  const { ref, code } = params;
  if (typeof ref === 'string') return parseFolderRef(ref)?.kind === 'code' ? 'code' : 'key';
  return code !== undefined ? 'code' : 'key';
}

/**
 * Refuses, before any lookup, a client blocked for trying too many unknown codes (on code lookups only) or
 * unknown links and management keys (on routes that take one). FailedLookupFilter counts them.
 */
@Injectable()
export class LookupGuard implements CanActivate {
  constructor(
    private readonly limiter: FailedLookupLimiter,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const kind =
      this.reflector.getAllAndOverride<LookupKind | undefined>(LOOKUP_KIND, [
        context.getHandler(),
        context.getClass(),
      ]) ?? kindOfParams(request.params);
    const wait = await this.limiter.blockedSeconds(kind, clientKey(request));
    if (wait > 0) throw tooManyRequests(wait, FAILED_LOOKUPS[kind]);
    return true;
  }
}
