import { Injectable } from '@nestjs/common';
import type { ApiHeaderOptions } from '@nestjs/swagger';
import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createHash, randomInt } from 'node:crypto';
import { RateLimitStorage } from '../../http/rate-limit/rate-limit-storage.js';
import { AppConfig } from '../../config/app-config.js';
import { proofWork } from './guess-budget.js';

/** The request header a solved challenge comes back in: base64 of `{ challenge, solution }` as JSON. */
export const PROOF_OF_WORK_HEADER = 'x-proof-of-work';
export const PROOF_OF_WORK_HEADER_DOC: ApiHeaderOptions = {
  name: 'X-Proof-Of-Work',
  required: false,
  description:
    'Past the guessing budget, a code lookup answers 429 with `proofOfWork.challenge`; send it back solved ' +
    '(altcha-lib solveChallenge) as base64 of JSON `{ challenge, solution }` (docs/access-control.md)',
};
/** How long a challenge may take to solve and send back; a used one is remembered this long. */
const CHALLENGE_TTL_MS = 10 * 60_000;
/** The hardest challenge: its counter must fit altcha's uint32 with room to spare. */
const MAX_WORK = 2 ** 31;
const USED = 'proof-of-work-used';

/** What a client is sent to solve (ALTCHA v2, SHA-256, one hash per counter value). */
export type ProofOfWorkChallenge = Challenge;

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function decode(header: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Partial<Payload>;
    if (!payload?.challenge?.parameters || !payload.solution) return null;
    return payload as Payload;
  } catch {
    return null;
  }
}

/** Two independent secrets from the configured one: one signs challenges, one signs their expected keys. */
function subSecret(secret: string, purpose: string): string {
  return createHash('sha256').update(`${purpose}:${secret}`).digest('base64url');
}

/**
 * Proofs of work for code lookups past the guessing budget, with altcha-lib. Challenges are deterministic
 * (the server picks the counter, so checking a solution is two HMACs, whatever its difficulty) and carry
 * their level, signed. A solution is good once: replays are caught in the rate-limit storage, which every
 * instance sharing it sees.
 */
@Injectable()
export class ProofOfWork {
  private readonly signatureSecret: string;
  private readonly keySecret: string;

  constructor(
    private readonly storage: RateLimitStorage,
    private readonly config: AppConfig,
  ) {
    this.signatureSecret = subSecret(config.codeGuessing.proofOfWorkSecret, 'challenge');
    this.keySecret = subSecret(config.codeGuessing.proofOfWorkSecret, 'key');
  }

  challenge(level: number): Promise<ProofOfWorkChallenge> {
    const work = proofWork(this.config.codeGuessing.proofOfWorkWork, level, MAX_WORK);
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(Math.ceil(work / 2), work + 1),
      deriveKey,
      data: { level },
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** True when `header` holds a solution, not used before, of a challenge of at least `level`. */
  async accepts(header: string | undefined, level: number): Promise<boolean> {
    const payload = header ? decode(header) : null;
    if (!payload) return false;
    const solvedLevel = payload.challenge.parameters.data?.level;
    if (typeof solvedLevel !== 'number' || solvedLevel < level) return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    }).catch(() => ({ verified: false }));
    if (!result.verified) return false;
    return (await this.storage.count(`${USED}:${payload.challenge.signature}`, CHALLENGE_TTL_MS)) === 1;
  }
}
