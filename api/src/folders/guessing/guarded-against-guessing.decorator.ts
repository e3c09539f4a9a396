import { applyDecorators, SetMetadata, UseFilters, UseGuards } from '@nestjs/common';
import type { LookupKind } from '../../http/rate-limit/failed-lookup-limiter.js';
import { FailedLookupFilter } from './failed-lookup.filter.js';
import { LOOKUP_KIND, LookupGuard } from './lookup.guard.js';

/**
 * For routes that look a share up by code, link or management key: unknown codes count towards the client's
 * RATE_LOOKUP_FAIL_PER_15MIN for codes (then its code lookups are refused) and towards the service-wide
 * guessing budget (then code lookups need a proof of work); unknown links and management keys count towards
 * its limit for keys (then its unknown ones answer 429, while a valid link, management key or owner's session
 * still gets through). `kind` says what the route's requests name a share by; without it, it is read off the
 * route's `:ref`, `:code` or `:link` parameter.
 */
export function GuardedAgainstGuessing(kind?: LookupKind): ClassDecorator & MethodDecorator {
  const decorators = [UseGuards(LookupGuard), UseFilters(FailedLookupFilter)];
  return applyDecorators(...(kind ? [SetMetadata(LOOKUP_KIND, kind), ...decorators] : decorators));
}
