import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerOptions } from '@nestjs/throttler';
import { RATE_LIMIT_KIND, type ThrottledRouteKind } from './throttler-names.js';
import { type LimitReached, tooManyRequests } from './too-many-requests.js';

const TOO_MANY_REQUESTS: LimitReached = { code: 'too_many_requests', what: 'requests' };

/**
 * The throttler guard for routes marked @RateLimited(kind): each such route counts against exactly the
 * named throttler it declares. The stock guard walks every configured throttler on every request and
 * reads half a dozen metadata keys for each (skip, limit, ttl, block, tracker, key), work repeated on
 * lookups, the API's hottest path, for an answer that never changes. Here the route's throttler is
 * resolved once per handler.
 * It also answers 429 with a plain Retry-After (the stock guard sets only Retry-After-{name}), and the code and
 * `params.retryAfter` of every 429 (the stock guard's ThrottlerException has no code).
 */
@Injectable()
export class ClientThrottlerGuard extends ThrottlerGuard {
  private readonly routeThrottlers = new WeakMap<object, ThrottlerOptions>();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const throttler = this.throttlerOf(context);
    const ttl = throttler.ttl as number;
    return this.handleRequest({
      context,
      throttler,
      limit: throttler.limit as number,
      ttl,
      blockDuration: (throttler.blockDuration as number | undefined) ?? ttl,
      getTracker: this.commonOptions.getTracker!,
      generateKey: this.commonOptions.generateKey!,
    });
  }

  protected override throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    return Promise.reject(tooManyRequests(detail.timeToBlockExpire, TOO_MANY_REQUESTS));
  }

  private throttlerOf(context: ExecutionContext): ThrottlerOptions {
    const handler = context.getHandler();
    let throttler = this.routeThrottlers.get(handler);
    if (!throttler) {
      const kind = this.reflector.getAllAndOverride<ThrottledRouteKind | undefined>(RATE_LIMIT_KIND, [
        handler,
        context.getClass(),
      ]);
      throttler = this.throttlers.find((candidate) => candidate.name === kind);
      // A programming error (the guard used without @RateLimited), not a client's: fail loudly.
      if (!throttler)
        throw new Error(`${context.getClass().name}.${handler.name} uses the throttler guard without @RateLimited`);
      this.routeThrottlers.set(handler, throttler);
    }
    return throttler;
  }
}
