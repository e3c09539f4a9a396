import { CODE_SPACE } from '../../code-space/codes.js';

/** Failed code lookups are counted in fixed windows of this length, service-wide. */
export const GUESS_WINDOW_MS = 15 * 60_000;

/**
 * Failed code lookups the whole service answers per window before code lookups need a proof of work. Each
 * wrong guess hits one of `heldCodes` codes in use (shares, file requests) among CODE_SPACE codes, so `budget`
 * guesses hit `budget × heldCodes / CODE_SPACE` of them on average: at most `exposure`.
 */
export function guessBudget(exposure: number, heldCodes: number): number {
  // The epsilon keeps a decimal exposure from losing a whole guess to binary rounding (0.0003 × 10 000 is
  // 2.9999999999999996 in floating point).
  return Math.max(1, Math.floor((exposure * CODE_SPACE) / Math.max(1, heldCodes) + 1e-9));
}

/** The proof-of-work level: 0 while the budget lasts, then one more each time the budget is spent again. */
export function proofLevel(failures: number, budget: number): number {
  return Math.floor(failures / budget);
}

/** The most hashes a proof at `level` (1 and up) asks for: the first level's work, doubled per level after it. */
export function proofWork(firstLevelWork: number, level: number, maxWork: number): number {
  return Math.min(maxWork, firstLevelWork * 2 ** Math.max(0, level - 1));
}

/** The window a moment falls in, and the seconds left until the next one starts. */
export function guessWindow(now: number): { index: number; secondsLeft: number } {
  const index = Math.floor(now / GUESS_WINDOW_MS);
  return { index, secondsLeft: Math.max(1, Math.ceil(((index + 1) * GUESS_WINDOW_MS - now) / 1000)) };
}
