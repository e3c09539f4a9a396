import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Response } from 'express';

/** The throttler guard, answering 429 with a plain Retry-After (it only sets Retry-After-{name} itself). */
@Injectable()
export class ClientThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(detail.timeToBlockExpire));
    await super.throwThrottlingException(context, detail);
  }
}
