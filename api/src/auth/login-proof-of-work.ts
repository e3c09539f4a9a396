import type { ApiHeaderOptions } from '@nestjs/swagger';
import { TooManyRequestsException } from '../http/rate-limit/too-many-requests.js';
import { describeWait } from '../http/rate-limit/wait-time.js';
import type { ProofOfWorkChallenge } from '../folders/guessing/proof-of-work.js';

/**
 * The level of a login's proof of work: the first, about a second on a mid-range phone. It does not grow
 * with the failures, unlike code lookups' (each guess already costs one proof, and the owner must still get
 * in however hard the account is attacked).
 */
export const LOGIN_PROOF_LEVEL = 1;

export const LOGIN_PROOF_OF_WORK_HEADER_DOC: ApiHeaderOptions = {
  name: 'X-Proof-Of-Work',
  required: false,
  description:
    'After many failed logins for an account (LOGIN_ACCOUNT_POW_AFTER), its logins answer 429 with ' +
    '`proofOfWork.challenge`; send it back solved as for code lookups (docs/access-control.md)',
};

/** The 429 of a login for an account many wrong passwords were tried for: a challenge to solve, then the same login. */
export class LoginProofOfWorkRequiredException extends TooManyRequestsException {
  constructor(waitSeconds: number, challenge: ProofOfWorkChallenge) {
    super(
      waitSeconds,
      'login_proof_of_work_required',
      'Many wrong passwords were tried for this account recently, so logging in needs a proof of work for now ' +
        `(the Sharecode page solves it for you in a moment), for the next ${describeWait(waitSeconds)}.`,
      { proofOfWork: { challenge } },
    );
  }
}
