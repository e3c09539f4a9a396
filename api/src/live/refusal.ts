import { HttpException } from '@nestjs/common';
import { UnknownFolderLinkException, UnknownManagedFolderException } from '../folders/unknown-folder.exception.js';
import { FAILED_LOOKUPS, type FailedLookupLimiter } from '../http/rate-limit/failed-lookup-limiter.js';
import { tooManyRequests } from '../http/rate-limit/too-many-requests.js';
import { errorBodyOf } from '../http/http-exception.filter.js';

/** What a share's own route would have answered instead: its status and error body. */
export interface Refusal {
  status: number;
  error: object;
}

/**
 * A share's refusal, as its own route would answer it, for the poll to pass on beside the other shares'
 * answers. An unknown link or management key counts against the poller's failed lookups, as on those routes (and
 * throws 429 once they are spent); a fault (not an HTTP refusal, or a 5xx) is rethrown to fail the poll.
 */
export async function refusalOf(error: unknown, failedLookups: FailedLookupLimiter, client: string): Promise<Refusal> {
  if (!(error instanceof HttpException) || error.getStatus() >= 500) throw error;
  if (error instanceof UnknownFolderLinkException || error instanceof UnknownManagedFolderException) {
    const blocked = await failedLookups.recordFailure('key', client);
    if (blocked > 0) throw tooManyRequests(blocked, FAILED_LOOKUPS.key);
  }
  return { status: error.getStatus(), error: errorBodyOf(error) };
}
