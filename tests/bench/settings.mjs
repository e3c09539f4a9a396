// @ts-check
// The benchmark's settings from the environment (README, "Tests and benchmarks"), and the unit its sizes use.

export const MIB = 1024 * 1024;
/** The large file of the transfer, S3 and browser parts: BENCH_BIG_MIB (a smaller one for a quick trial), else 1 GiB. */
export const BIG_FILE_BYTES = Number(process.env.BENCH_BIG_MIB ?? 1024) * MIB;
/** The one-request upload of the transfer part, against a bare durable upload: BENCH_UPLOAD_MIB, else 512 MiB. */
export const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_MIB ?? 512) * MIB;
/** Rounds of the transfer, folder and S3 parts: BENCH_ROUNDS, default 5. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Rounds of the browser parts: BENCH_BROWSER_ROUNDS, else BENCH_ROUNDS, default 3. */
export const BROWSER_ROUNDS = Number(process.env.BENCH_BROWSER_ROUNDS ?? process.env.BENCH_ROUNDS ?? 3);
/** BENCH_VERBOSE: print every round's figures. */
export const VERBOSE = Boolean(process.env.BENCH_VERBOSE);

/**
 * A setting the parent process passes to a server it starts (bench/*-server.mjs).
 * @param {string} name
 * @returns {string}
 */
export function requiredEnv(name) {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
}
