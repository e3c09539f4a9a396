import { randomInt } from 'node:crypto';

/** The folder code people type in: exactly this many decimal digits, zero-padded ("0042"). */
export const CODE_LENGTH = 4;
/** How many distinct codes exist (10^CODE_LENGTH). */
export const CODE_SPACE = 10 ** CODE_LENGTH;
/**
 * Random draws before falling back to picking among the codes known to be free. With few live shares a
 * random draw almost always succeeds; when the space is nearly full, draws keep hitting held codes.
 */
export const RANDOM_CODE_ATTEMPTS = 8;
/** Rounds of "compute the free set, pick one" before giving up (each round loses only to a racing upload). */
const FREE_SET_ATTEMPTS = 5;

/** A code as text: exactly CODE_LENGTH decimal digits (for validators and the OpenAPI document). */
export const FOLDER_CODE_PATTERN = `^\\d{${CODE_LENGTH}}$`;
const CODE_PATTERN = new RegExp(FOLDER_CODE_PATTERN);
export const INVALID_CODE_FORMAT_MESSAGE = `The folder code must be exactly ${CODE_LENGTH} digits.`;

/** Draws an integer in [0, max); injectable so tests can steer the allocation. */
type RandomIndex = (max: number) => number;

const cryptoRandomIndex: RandomIndex = (max) => randomInt(max);

export function isFolderCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

export function formatFolderCode(index: number): string {
  return String(index).padStart(CODE_LENGTH, '0');
}

function randomFolderCode(random: RandomIndex = cryptoRandomIndex): string {
  return formatFolderCode(random(CODE_SPACE));
}

/** Every code not in `held`, in ascending order. */
export function freeFolderCodes(held: ReadonlySet<string>): string[] {
  const free: string[] = [];
  for (let index = 0; index < CODE_SPACE; index++) {
    const code = formatFolderCode(index);
    if (!held.has(code)) free.push(code);
  }
  return free;
}

/** The result of one attempt to store a share under a code. */
export type ClaimResult<T> = { claimed: true; value: T } | { claimed: false };

export interface CodeAllocation<T> {
  /**
   * Tries to store the share under `code`; must be atomic (a unique constraint), answering
   * `{ claimed: false }` when another share holds the code.
   */
  claim(code: string): Promise<ClaimResult<T>>;
  /** Codes currently held by live shares (a snapshot: it may be stale by the time we claim). */
  heldCodes(): Promise<ReadonlySet<string>>;
  random?: RandomIndex;
}

/**
 * Stores a share under a random free code. Never read-then-write: every attempt goes through `claim`,
 * whose unique constraint is the only arbiter. Random draws first; when they keep colliding, picks
 * randomly among the codes the held-set snapshot says are free. Resolves `null` when no code is free.
 */
export async function allocateFolderCode<T>(allocation: CodeAllocation<T>): Promise<T | null> {
  const random = allocation.random ?? cryptoRandomIndex;
  for (let attempt = 0; attempt < RANDOM_CODE_ATTEMPTS; attempt++) {
    const result = await allocation.claim(randomFolderCode(random));
    if (result.claimed) return result.value;
  }
  for (let round = 0; round < FREE_SET_ATTEMPTS; round++) {
    const free = freeFolderCodes(await allocation.heldCodes());
    if (free.length === 0) return null;
    const result = await allocation.claim(free[random(free.length)]);
    if (result.claimed) return result.value;
  }
  return null;
}
