/**
 * Jest's globalSetup for the robustness suites: draws the run's seed once (unless ROBUSTNESS_SEED gives one, to
 * replay a run) and prints it, so that every suite of the run uses the same one (see seed.ts).
 */
export default function drawSeed(): void {
  process.env.ROBUSTNESS_SEED ||= String(Math.floor(Math.random() * 2 ** 31));
  const seed = process.env.ROBUSTNESS_SEED;
  process.stdout.write(`\nrobustness seed: ${seed} — replay with ROBUSTNESS_SEED=${seed}\n`);
}
