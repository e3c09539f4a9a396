import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** What a code lookup past the guessing budget answers: a 429 with a challenge. */
export interface ChallengeBody {
  message: string;
  proofOfWork: { challenge: Challenge };
}

/** Solves a challenge as the browser does, and encodes it for the X-Proof-Of-Work header. */
export async function solvedHeader(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

interface SolvedPayload {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

/** Re-encodes a solved header with a change to its payload (a forger's attempt). */
export function tampered(header: string, change: (payload: SolvedPayload) => void): string {
  const payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as SolvedPayload;
  change(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
