import { applyDecorators, UseFilters, UseGuards } from '@nestjs/common';
import { FailedLookupFilter } from './failed-lookup.filter.js';
import { LookupGuard } from './lookup.guard.js';

/**
 * For routes that look a share up by code or link: unknown ones count towards the client's
 * RATE_LOOKUP_FAIL_PER_15MIN (then the client is refused), unknown codes towards the service-wide guessing
 * budget (then code lookups need a proof of work).
 */
export function GuardedAgainstGuessing(): ClassDecorator & MethodDecorator {
  return applyDecorators(UseGuards(LookupGuard), UseFilters(FailedLookupFilter));
}
