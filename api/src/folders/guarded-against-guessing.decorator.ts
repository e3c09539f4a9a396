import { applyDecorators, UseFilters, UseGuards } from '@nestjs/common';
import { FailedLookupFilter } from './failed-lookup.filter.js';
import { FailedLookupGuard } from './failed-lookup.guard.js';

/** For routes that take a share code: guessing codes counts towards RATE_LOOKUP_FAIL_PER_15MIN, then is refused. */
export function GuardedAgainstGuessing(): ClassDecorator & MethodDecorator {
  return applyDecorators(UseGuards(FailedLookupGuard), UseFilters(FailedLookupFilter));
}
