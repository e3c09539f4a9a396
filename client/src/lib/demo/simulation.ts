/** The demo pages pretend to work for 3 s; nothing leaves the browser. */
export const SIMULATION_DURATION_MS = 3000;

/** The AI restore's confidence is random, 80 to 99 percent. */
const MIN_CONFIDENCE = 80;
const MAX_CONFIDENCE = 99;

/** What the restore demo shows for a file. */
export interface RestoreResult {
  name: string;
  size: number;
  status: 'Restored';
  confidence: number;
}

/** A whole percentage from 80 to 99 inclusive; `random` is injectable for tests. */
export function randomConfidence(random: () => number = Math.random): number {
  const span = MAX_CONFIDENCE - MIN_CONFIDENCE + 1;
  return MIN_CONFIDENCE + Math.min(span - 1, Math.floor(random() * span));
}

export function restoreResult(file: Pick<File, 'name' | 'size'>, random: () => number = Math.random): RestoreResult {
  return { name: file.name, size: file.size, status: 'Restored', confidence: randomConfidence(random) };
}
