import { randomInt } from 'node:crypto';

/** The code people type in, a share's or a file request's: exactly this many decimal digits, zero-padded ("0042"). */
export const CODE_LENGTH = 4;
/** How many distinct codes exist (10^CODE_LENGTH). */
export const CODE_SPACE = 10 ** CODE_LENGTH;
/**
 * Random draws before falling back to picking among the codes known to be free. With few codes held a
 * random draw almost always succeeds; when the space is nearly full, draws keep hitting held codes.
 */
export const RANDOM_CODE_ATTEMPTS = 8;
/** Rounds of "compute the free set, pick one" before giving up (each round loses only to a racing allocation). */
const FREE_SET_ATTEMPTS = 5;

/** Draws an integer in [0, max); injectable so tests can steer the allocation. */
export type RandomIndex = (max: number) => number;

export const cryptoRandomIndex: RandomIndex = (max) => randomInt(max);

export function formatCode(index: number): string {
  return String(index).padStart(CODE_LENGTH, '0');
}

function randomCode(random: RandomIndex = cryptoRandomIndex): string {
  return formatCode(random(CODE_SPACE));
}

/** Every code not in `held`, in ascending order. */
export function freeCodes(held: ReadonlySet<string>): string[] {
  const free: string[] = [];
  for (let index = 0; index < CODE_SPACE; index++) {
    const code = formatCode(index);
    if (!held.has(code)) free.push(code);
  }
  return free;
}

/** The result of one attempt to store a holder under a code. */
export type ClaimResult<T> = { claimed: true; value: T } | { claimed: false };

export interface CodeAllocation<T> {
  /**
   * Tries to store the holder under `code`; must be atomic (a unique constraint), answering
   * `{ claimed: false }` when another holder has the code.
   */
  claim(code: string): Promise<ClaimResult<T>>;
  /** Codes currently held (a snapshot: it may be stale by the time we claim). */
  heldCodes(): Promise<ReadonlySet<string>>;
  random?: RandomIndex;
}

/**
 * Stores a holder (a share, a file request) under a random free code. Never read-then-write: every attempt goes through `claim`,
 * whose unique constraint is the only arbiter. Random draws first; when they keep colliding, picks
 * randomly among the codes the held-set snapshot says are free. Resolves `null` when no code is free.
 */
export async function allocateCode<T>(allocation: CodeAllocation<T>): Promise<T | null> {
  const random = allocation.random ?? cryptoRandomIndex;
  for (let attempt = 0; attempt < RANDOM_CODE_ATTEMPTS; attempt++) {
    const result = await allocation.claim(randomCode(random));
    if (result.claimed) return result.value;
  }
  for (let round = 0; round < FREE_SET_ATTEMPTS; round++) {
    const free = freeCodes(await allocation.heldCodes());
    if (free.length === 0) return null;
    const result = await allocation.claim(free[random(free.length)]);
    if (result.claimed) return result.value;
  }
  return null;
}
