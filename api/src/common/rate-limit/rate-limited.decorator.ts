import { applyDecorators, UseGuards } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { ClientThrottlerGuard } from './client-throttler.guard.js';
import { THROTTLED_ROUTE_KINDS, type ThrottledRouteKind } from './throttler-names.js';

/** Counts a route against one named limit (and none of the others). */
export function RateLimited(kind: ThrottledRouteKind): MethodDecorator & ClassDecorator {
  const others = THROTTLED_ROUTE_KINDS.filter((name) => name !== kind);
  return applyDecorators(
    UseGuards(ClientThrottlerGuard),
    SkipThrottle(Object.fromEntries(others.map((name) => [name, true]))),
  );
}
