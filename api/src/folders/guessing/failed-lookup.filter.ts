import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Request } from 'express';
import { clientKey } from '../../common/client-ip.js';
import { HttpExceptionFilter } from '../../http/http-exception.filter.js';
import { FAILED_LOOKUPS, FailedLookupLimiter, type LookupKind } from '../../http/rate-limit/failed-lookup-limiter.js';
import { tooManyRequests } from '../../http/rate-limit/too-many-requests.js';
import {
  UnknownManagedFolderException,
  UnknownFolderCodeException,
  UnknownFolderLinkException,
} from '../unknown-folder.exception.js';

type UnknownFolderException = UnknownFolderCodeException | UnknownFolderLinkException | UnknownManagedFolderException;

/**
 * Counts each unknown code, or unknown link or management key, a client tries towards its failed-lookup limit
 * for that kind, then answers the 404 (or the 429 once this failure went past the limit) in the usual error
 * body. A filter rather than an interceptor: it costs nothing on a successful lookup, the hot path.
 */
@Catch(UnknownFolderCodeException, UnknownFolderLinkException, UnknownManagedFolderException)
export class FailedLookupFilter implements ExceptionFilter<UnknownFolderException> {
  private readonly answer = new HttpExceptionFilter();

  constructor(private readonly limiter: FailedLookupLimiter) {}

  catch(exception: UnknownFolderException, host: ArgumentsHost): Promise<void> {
    const kind: LookupKind = exception instanceof UnknownFolderCodeException ? 'code' : 'key';
    return this.limiter.recordFailure(kind, clientKey(host.switchToHttp().getRequest<Request>())).then(
      (blocked) => this.answer.catch(blocked > 0 ? tooManyRequests(blocked, FAILED_LOOKUPS[kind]) : exception, host),
      (error: unknown) => this.answer.catch(error, host),
    );
  }
}
