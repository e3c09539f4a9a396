/**
 * Code lookups past the API's guessing budget: the answer is a 429 carrying a challenge; solving it and
 * sending the same request again with the solution gets the share. See docs/access-control.md.
 */
import { challengeOf, PROOF_OF_WORK_HEADER, proofOfWorkHeader, solveProofOfWork } from '../proof-of-work/proof-of-work';
import { ApiError, requestJson } from './http';

/** What a lookup call takes from the screen that runs it. */
export interface LookupOptions {
  signal?: AbortSignal;
  /** Called each time a challenge starts being solved, so the screen can say why this takes a moment. */
  onProofOfWork?: () => void;
  /** A protected share's password, as the recipient typed it (docs/sender-control.md). */
  password?: string;
}

/** The header a protected share's password travels in: never the URL, so it stays out of logs and history. */
const SHARE_PASSWORD_HEADER = 'X-Share-Password';

/**
 * Challenges solved for one request at most. A second one follows when difficulty rose meanwhile; more than
 * a few means something is wrong, and the screen had better say so than keep the phone busy.
 */
export const MAX_PROOFS = 3;

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** The 429's challenge, when the error is one (a 429 without it is the per-client limit: wait). */
function proofOfWorkChallengeOf(error: unknown) {
  return error instanceof ApiError && error.status === 429 ? challengeOf(error.body) : null;
}

/**
 * `requestJson` (GET) that answers challenges: on a 429 with one, solves it and repeats the request with the
 * solution, up to MAX_PROOFS times. Anything else, and a challenge that could not be solved, throws as
 * `requestJson` does (the last 429 included, so the screen can explain it).
 */
export async function requestWithProofOfWork<T>(path: string, options: LookupOptions = {}): Promise<T> {
  const { signal, onProofOfWork, password } = options;
  let proof: string | undefined;
  for (let solved = 0; ; solved += 1) {
    const headers: Record<string, string> = {};
    if (proof) headers[PROOF_OF_WORK_HEADER] = proof;
    if (password) headers[SHARE_PASSWORD_HEADER] = password;
    try {
      return await requestJson<T>(path, { signal, headers });
    } catch (error) {
      const challenge = proofOfWorkChallengeOf(error);
      if (!challenge || solved >= MAX_PROOFS) throw error;
      onProofOfWork?.();
      const solution = await solveProofOfWork(challenge, signal).catch(() => null);
      if (signal?.aborted) throw abortError();
      if (!solution) throw error;
      proof = proofOfWorkHeader(challenge, solution);
    }
  }
}
