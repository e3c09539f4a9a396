import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { clientKey } from '../../common/client-ip.js';
import { FAILED_LOOKUPS, FailedLookupLimiter, type LookupKind } from '../../http/rate-limit/failed-lookup-limiter.js';
import { tooManyRequests } from '../../http/rate-limit/too-many-requests.js';
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
 * Refuses, before any lookup, a client blocked for trying too many unknown codes, on code lookups only.
 * FailedLookupFilter counts the failures of both kinds.
 *
 * A client blocked for unknown links or management keys is not refused here: a valid key is never refused,
 * as a sender behind the same address as a link scanner (one NAT, campus Wi-Fi, IPv6 /64) must keep managing
 * and serving its share. Its request runs, and the lookup it makes anyway is the check: a management key is
 * matched by its SHA-256 (so timing says nothing of its characters), a link by its whole key through the
 * cache and an index; either costs what any lookup costs, under the route's own per-client limits. A key
 * that turns out unknown is counted and, past the limit, answered 429 by FailedLookupFilter.
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
    if (kind !== 'code') return true;
    const wait = await this.limiter.blockedSeconds(kind, clientKey(request));
    if (wait > 0) throw tooManyRequests(wait, FAILED_LOOKUPS[kind]);
    return true;
  }
}
