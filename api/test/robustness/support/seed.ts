/** Where the run's seed is: set by draw-seed.mjs (jest's globalSetup) or by whoever replays a run. */
const SEED_VARIABLE = 'ROBUSTNESS_SEED';

/**
 * The run's seed: ROBUSTNESS_SEED, drawn and printed once per run by draw-seed.mjs or given to replay one; drawn
 * (and printed) here when a suite runs without either.
 */
export function robustnessSeed(): number {
  const given = process.env[SEED_VARIABLE];
  const seed = given ? Number(given) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isSafeInteger(seed)) throw new Error(`${SEED_VARIABLE}="${given}" must be a whole number`);
  if (!given) process.stdout.write(`robustness seed: ${seed} — replay with ${SEED_VARIABLE}=${seed}\n`);
  return seed;
}

/** How a failure names its run, so that it can be replayed. */
export function replayHint(seed: number): string {
  return `(replay with ${SEED_VARIABLE}=${seed})`;
}
