import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ClientThrottlerGuard } from './client-throttler.guard.js';
import { RATE_LIMIT_KIND, type ThrottledRouteKind } from './throttler-names.js';

/** Counts a route (or every route of a controller) against one named limit, and none of the others. */
export function RateLimited(kind: ThrottledRouteKind): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(RATE_LIMIT_KIND, kind), UseGuards(ClientThrottlerGuard));
}
