import { ApiException } from '../../errors/api-exception.js';
import type { ErrorCode } from '../../errors/error-codes.js';
import { REMOVAL_CATEGORY_WORDS, type RemovalCategory } from '../../folders/endings/ending.js';

/**
 * Why a file request no longer takes answers: `ended` by its requester, `expired` (it closed, and once its answers
 * were deleted, it is gone), `removed` by Sharecode's operators.
 */
export type RequestGoneReason = 'ended' | 'expired' | 'removed';

const CODES: Readonly<Record<RequestGoneReason, ErrorCode>> = {
  ended: 'request_ended',
  expired: 'request_expired',
  removed: 'request_removed',
};

function messageOf(reason: RequestGoneReason, category: RemovalCategory | null): string {
  switch (reason) {
    case 'ended':
      return 'The person who asked for these files ended this request: it takes no more files.';
    case 'expired':
      return 'This request has closed: it takes no more files. Ask the person who asked for the files for a new one.';
    case 'removed':
      return category === null
        ? "This request was removed by Sharecode's operators."
        : `This request was removed by Sharecode's operators (${REMOVAL_CATEGORY_WORDS[category]}).`;
  }
}

/** 410 for a file request that no longer opens, saying why (and a removal's category), as shares' 410s do. */
export class RequestGoneException extends ApiException {
  constructor(reason: RequestGoneReason, category: RemovalCategory | null = null) {
    const categorised = reason === 'removed' && category !== null;
    super(CODES[reason], messageOf(reason, category), {
      reason,
      ...(categorised ? { category, params: { category } } : {}),
    });
  }
}
