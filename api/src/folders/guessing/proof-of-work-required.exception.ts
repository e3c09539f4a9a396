import { TooManyRequestsException } from '../../http/rate-limit/too-many-requests.js';
import { describeWait } from '../../http/rate-limit/wait-time.js';
import type { ProofOfWorkChallenge } from './proof-of-work.js';

/** The 429 a code lookup gets past the guessing budget: a challenge to solve, and the ways around it. */
export class ProofOfWorkRequiredException extends TooManyRequestsException {
  constructor(waitSeconds: number, challenge: ProofOfWorkChallenge) {
    super(
      waitSeconds,
      'proof_of_work_required',
      'Many wrong codes were tried recently, so looking up a code needs a proof of work for now (the Sharecode ' +
        `page solves it for you in a moment). The share's link or QR code always works; or wait ${describeWait(waitSeconds)}.`,
      { proofOfWork: { challenge } },
    );
  }
}
