/**
 * Proofs of work for code lookups. When many wrong codes were tried recently, the API answers a code lookup
 * with a challenge (ALTCHA v2, SHA-256) instead of the share; solving it costs this browser about a second,
 * and the same request sent again with the solution goes through. Links never need one.
 */
import type { Challenge, Solution } from 'altcha-lib';

export type { Challenge, Solution };

/** The request header a solution travels in. */
export const PROOF_OF_WORK_HEADER = 'X-Proof-Of-Work';

/** Past this the solver gives up (a challenge made far too hard, or a browser far too slow). */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * One worker: WebCrypto's digest is what takes the time, and Chromium runs the digests of several workers no
 * faster than those of one, while each extra worker costs a start-up.
 */
const WORKERS = 1;

/** The challenge inside a 429 body (`{ proofOfWork: { challenge } }`), or null when it carries none. */
export function challengeOf(body: unknown): Challenge | null {
  if (!body || typeof body !== 'object') return null;
  const proof = (body as { proofOfWork?: unknown }).proofOfWork;
  if (!proof || typeof proof !== 'object') return null;
  const challenge = (proof as { challenge?: unknown }).challenge;
  if (!challenge || typeof challenge !== 'object') return null;
  const parameters = (challenge as { parameters?: unknown }).parameters;
  return parameters && typeof parameters === 'object' ? (challenge as Challenge) : null;
}

/** The header value: base64 of `{ challenge, solution }` as JSON (UTF-8, so any text in it survives). */
export function proofOfWorkHeader(challenge: Challenge, solution: Solution): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ challenge, solution }));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Solves a challenge: in a Web Worker where the browser has them (the page keeps responding), else inline
 * (tests, very old browsers). Resolves null when it timed out or `signal` aborted; rejects when this browser
 * cannot hash (WebCrypto exists only on https and localhost).
 */
export async function solveProofOfWork(challenge: Challenge, signal?: AbortSignal): Promise<Solution | null> {
  const controller = new AbortController();
  if (signal?.aborted) return null;
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  // The solver loads with the first challenge: pages that never meet one (most) do not carry it.
  const [{ solveChallenge, solveChallengeWorkers }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const inline = () => solveChallenge({ challenge, controller, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  try {
    if (typeof Worker === 'undefined') return await inline();
    try {
      const { startSolverWorker } = await import('./start-solver-worker');
      return await solveChallengeWorkers({
        challenge,
        concurrency: WORKERS,
        controller,
        createWorker: startSolverWorker,
        timeout: SOLVE_TIMEOUT_MS,
      });
    } catch {
      // A worker that could not start (blocked, or module workers unsupported): solve here instead.
      return controller.signal.aborted ? null : await inline();
    }
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}
