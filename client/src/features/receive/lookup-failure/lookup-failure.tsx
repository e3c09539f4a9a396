import { ApiError } from '../../../lib/api/http';
import { challengeOf } from '../../../lib/proof-of-work/proof-of-work';
import { explainLookupFailure } from '../../../lib/sharing/lookup-errors';
import { RetryCountdown } from '../../../components/retry-countdown/retry-countdown';

/** Why a lookup failed, in words a recipient can act on; a refusal to retry counts down to its end. */
export function LookupFailure({ error, text }: { error: unknown; text?: string }) {
  const retryAt =
    error instanceof ApiError && error.status === 429 && !challengeOf(error.body) ? error.retryAt : undefined;
  return (
    <>
      {text ?? explainLookupFailure(error)}
      {retryAt !== undefined && <RetryCountdown until={retryAt} />}
    </>
  );
}
