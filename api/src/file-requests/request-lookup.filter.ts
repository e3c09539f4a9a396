import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Request } from 'express';
import { clientKey } from '../common/client-ip.js';
import { HttpExceptionFilter } from '../http/http-exception.filter.js';
import { FAILED_LOOKUPS, FailedLookupLimiter } from '../http/rate-limit/failed-lookup-limiter.js';
import { tooManyRequests } from '../http/rate-limit/too-many-requests.js';
import { BadUploadTokenException, UnknownRequestException, WrongRequesterKeyException } from './request-exceptions.js';

type FailedRequestLookup = UnknownRequestException | WrongRequesterKeyException | BadUploadTokenException;

/**
 * Counts an unknown request link, a wrong requester key and a wrong upload token against the client's failed
 * lookups of keys (RATE_LOOKUP_FAIL_PER_15MIN), as unknown management keys are, then answers the 404 or 403 (or the
 * 429 once this failure went past the limit).
 */
@Catch(UnknownRequestException, WrongRequesterKeyException, BadUploadTokenException)
export class RequestLookupFilter implements ExceptionFilter<FailedRequestLookup> {
  private readonly answer = new HttpExceptionFilter();

  constructor(private readonly limiter: FailedLookupLimiter) {}

  catch(exception: FailedRequestLookup, host: ArgumentsHost): Promise<void> {
    return this.limiter.recordFailure('key', clientKey(host.switchToHttp().getRequest<Request>())).then(
      (blocked) => this.answer.catch(blocked > 0 ? tooManyRequests(blocked, FAILED_LOOKUPS.key) : exception, host),
      (error: unknown) => this.answer.catch(error, host),
    );
  }
}
