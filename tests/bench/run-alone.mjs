// @ts-check
// The benchmark's rows, each with a goal and its verdict, made here for every part; their table and summary; and
// a part run on its own: `node bench/<part>.mjs` (after `npm run build`).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A row of the benchmark's table; every part resolves some, each made by goalRow.
 * @typedef {{ metric: string, sharecode: string, reference: string, ratio: string, target: string,
 *   result: 'MET' | 'MISSED' }} Row
 */

/**
 * What a row's figure must be: at least (`>=`), at most (`<=`) or under (`<`) `limit`, in `unit` (none for a
 * ratio); or exactly the text `equals`.
 * @typedef {{ bound: '>=' | '<=' | '<', limit: number, unit?: string } | { equals: string }} Goal
 */

/**
 * A number for a column, or what stands for one that was never measured (NaN from no runs, Infinity from a
 * reference that took no time).
 * @param {number | undefined} value
 * @param {number} digits
 * @param {string} [unit]
 */
export function figure(value, digits, unit) {
  if (value === undefined || !Number.isFinite(value)) return 'not measured';
  return unit ? `${value.toFixed(digits)} ${unit}` : value.toFixed(digits);
}

/**
 * A row with its verdict: MET when `value` meets `goal`, else MISSED. A value that is no finite number is
 * MISSED, and so is a row with a `fault` (what went wrong, shown beside the API's figure): a part that failed to
 * measure something must not pass.
 * @param {{ metric: string, sharecode: string, reference: string, ratio?: string,
 *   value: number | string | undefined, goal: Goal, fault?: string }} row
 * @returns {Row}
 */
export function goalRow({ metric, sharecode, reference, ratio = '', value, goal, fault }) {
  let met;
  let target;
  if ('equals' in goal) {
    met = value === goal.equals;
    target = `= ${goal.equals}`;
  } else {
    const number = typeof value === 'number' && Number.isFinite(value) ? value : NaN;
    // NaN meets no bound.
    met = goal.bound === '>=' ? number >= goal.limit : goal.bound === '<=' ? number <= goal.limit : number < goal.limit;
    target = `${goal.bound} ${goal.limit}${goal.unit ? ` ${goal.unit}` : ''}`;
  }
  return {
    metric,
    sharecode: fault ? `${sharecode} (${fault})` : sharecode,
    reference,
    ratio,
    target,
    result: met && !fault ? 'MET' : 'MISSED',
  };
}

/**
 * Prints the rows as a table, then one line: how many MET and how many MISSED, naming the MISSED ones.
 * @param {Row[]} rows
 */
export function printRows(rows) {
  console.table(rows);
  const missed = rows.filter((row) => row.result === 'MISSED').map((row) => row.metric.trim());
  const names = missed.length > 0 ? `: ${missed.join('; ')}` : '';
  console.log(`${rows.length - missed.length} MET, ${missed.length} MISSED${names}`);
}

/**
 * When `moduleUrl` is the script node was started with, prints the rows `part(work)` resolves, in a scratch dir.
 * @param {string} moduleUrl
 * @param {(work: string) => Promise<Row[]>} part
 */
export async function runAloneIfMain(moduleUrl, part) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const work = await mkdtemp(join(tmpdir(), 'sharecode-bench-'));
  try {
    printRows(await part(work));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
