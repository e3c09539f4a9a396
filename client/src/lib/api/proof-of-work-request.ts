/**
 * Requests the API may answer with a proof-of-work challenge (code lookups past its guessing budget, logins
 * for an account many wrong passwords were tried for): the answer is a 429 carrying a challenge; solving it
 * and sending the same request again with the solution gets the answer. See docs/access-control.md.
 */
import { challengeOf, PROOF_OF_WORK_HEADER, proofOfWorkHeader, solveProofOfWork } from '../proof-of-work/proof-of-work';
import { ApiError, requestJson } from './http';

/** What a call that may need a proof of work takes from the screen that runs it. */
export interface ProofOfWorkOptions {
  signal?: AbortSignal;
  /** Called each time a challenge starts being solved, so the screen can say why this takes a moment. */
  onProofOfWork?: () => void;
}

/** What a lookup call takes from the screen that runs it. */
export interface LookupOptions extends ProofOfWorkOptions {
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
 * Sends a request and answers its challenges: `send` gets the headers to add (the solution, once there is
 * one); on a 429 with a challenge, solves it and sends again, up to MAX_PROOFS times. Anything else, and a
 * challenge that could not be solved, throws as `send` does (the last 429 included, so the screen can explain it).
 */
export async function withProofOfWork<T>(
  send: (headers: Record<string, string>) => Promise<T>,
  { signal, onProofOfWork }: ProofOfWorkOptions = {},
): Promise<T> {
  let proof: string | undefined;
  for (let solved = 0; ; solved += 1) {
    try {
      return await send(proof ? { [PROOF_OF_WORK_HEADER]: proof } : {});
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

/**
 * `requestJson` through `withProofOfWork`, with a protected share's password when given: a GET, unless `method`
 * says otherwise (a POST that is a code lookup too, such as starting a code exchange).
 */
export function requestWithProofOfWork<T>(
  path: string,
  options: LookupOptions = {},
  method: 'GET' | 'POST' = 'GET',
): Promise<T> {
  const { signal, password } = options;
  return withProofOfWork((headers) => {
    if (password) headers[SHARE_PASSWORD_HEADER] = password;
    return requestJson<T>(path, { signal, headers, method, ...(method === 'POST' ? { body: '{}' } : {}) });
  }, options);
}
