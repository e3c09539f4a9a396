// @ts-check
// What the transfer parts (disk-transfers.mjs, s3-transfers.mjs and others) share: measuring one transfer on a
// server, the order of a round's two sides, and rows comparing the two sides' rounds.
import { execFileSync } from 'node:child_process';
import { cpuMs, peakRss, resetPeak, rss } from './processes.mjs';
import { MIB } from './settings.mjs';
import { figure, goalRow } from './run-alone.mjs';
import { median } from './test-data.mjs';

/** @typedef {import('./run-alone.mjs').Row} Row */

/** The API's peak RSS during a transfer may exceed its idle RSS by this much. */
const RSS_ALLOWANCE = 64 * MIB;
/**
 * A resumable upload (the app's way for large files) keeps at least this share of the pace of one request
 * carrying the same file: the chunks' round trips (and on disk their flushes) and the finish may cost a fifth,
 * no more.
 */
export const RESUMABLE_TARGET = 0.8;

/**
 * Upload fields for a share that ends once downloaded: a round's gigabyte is gone before the next round
 * writes its own, so the disk (or the bucket) never holds more than a round's bytes, and the page cache
 * keeps the upload about to be downloaded rather than evicting it for older ones.
 */
export const ONCE = { retention: 'download' };

/**
 * Runs `transfer` against `server`; resolves its throughput, the server's peak RSS over idle (`resettable`:
 * whether the peak could be reset first, else it is the peak since start), the server's CPU per GiB, and what
 * the transfer resolved. Dirty pages are flushed first: otherwise the kernel writes back the previous
 * gigabyte during this transfer, and whichever server goes second in a pair pays for the first one's upload.
 * @template {{ seconds: number, bytes: number }} T
 * @param {{ pid: number }} server
 * @param {() => Promise<T>} transfer
 */
export async function measureTransfer(server, transfer) {
  execFileSync('sync');
  const idle = await rss(server.pid);
  const resettable = await resetPeak(server.pid);
  const cpuBefore = await cpuMs(server.pid);
  const result = await transfer();
  const { seconds, bytes } = result;
  const cpuPerGib = ((await cpuMs(server.pid)) - cpuBefore) / (bytes / (1024 * MIB));
  const peak = await peakRss(server.pid);
  return { mibPerSecond: bytes / MIB / seconds, overIdle: peak - idle, resettable, cpuPerGib, result };
}

/**
 * Runs a round's two sides, the API's first in odd rounds and the reference's first in even ones, so neither
 * side always inherits a warmer (or busier) machine; resolves [API's, reference's].
 * @template A, R
 * @param {number} round 1-based
 * @param {() => Promise<A>} apiSide
 * @param {() => Promise<R>} referenceSide
 * @returns {Promise<[A, R]>}
 */
export async function inRoundOrder(round, apiSide, referenceSide) {
  if (round % 2 === 1) return [await apiSide(), await referenceSide()];
  const reference = await referenceSide();
  return [await apiSide(), reference];
}

/**
 * Figures set beside a row's own for the record (the servers' CPU, a p99), after its sharecode and reference;
 * `fault`: what makes the figures worthless (see goalRow).
 * @typedef {{ sharecode?: string, reference?: string, fault?: string }} Beside
 */

/**
 * A column's figure, and what is set beside it.
 * @param {string} own
 * @param {string | undefined} beside
 */
const withBeside = (own, beside) => (beside ? `${own}; ${beside}` : own);

/**
 * A row comparing the API's figures with the reference's, round by round: the ratio is the median of each
 * round's own ratio, as this machine's disk and CPU speed swing between rounds and the two halves of one round
 * see the most similar machine. The ratio must reach `target` (`>=`: throughput) or stay under it (`<=`: a cost
 * such as time or CPU).
 * @param {string} metric
 * @param {number[]} values
 * @param {number[]} references
 * @param {string} unit
 * @param {{ bound: '>=' | '<=', limit: number }} goal
 * @param {Beside} [beside]
 * @returns {Row}
 */
function roundsRow(metric, values, references, unit, goal, beside) {
  // Rounds that do not pair up leave no ratio, and the row MISSED.
  const ratio =
    values.length === references.length ? median(values.map((value, index) => value / references[index])) : NaN;
  return goalRow({
    metric,
    sharecode: withBeside(figure(median(values), 1, unit), beside?.sharecode),
    reference: withBeside(figure(median(references), 1, unit), beside?.reference),
    ratio: figure(ratio, 2),
    value: ratio,
    goal,
    fault: beside?.fault,
  });
}

/**
 * Throughput against the reference's: the ratio must reach `target` (see roundsRow).
 * @param {string} metric
 * @param {number[]} values
 * @param {number[]} references
 * @param {string} unit
 * @param {number} target
 * @param {Beside} [beside]
 * @returns {Row}
 */
export function ratioRow(metric, values, references, unit, target, beside) {
  return roundsRow(metric, values, references, unit, { bound: '>=', limit: target }, beside);
}

/**
 * A cost (time, CPU) against the reference's: the ratio must stay at or under `target` (see roundsRow).
 * @param {string} metric
 * @param {number[]} values
 * @param {number[]} references
 * @param {string} unit
 * @param {number} target
 * @param {Beside} [beside]
 * @returns {Row}
 */
export function costRow(metric, values, references, unit, target, beside) {
  return roundsRow(metric, values, references, unit, { bound: '<=', limit: target }, beside);
}

/**
 * The servers' CPU per GiB moved (medians of the rounds), set beside a transfer's row.
 * @param {number[]} cpu the API's, ms
 * @param {number[]} referenceCpu
 * @returns {Beside}
 */
export function cpuBeside(cpu, referenceCpu) {
  return {
    sharecode: `CPU ${figure(median(cpu), 0, 'ms/GiB')}`,
    reference: `CPU ${figure(median(referenceCpu), 0, 'ms/GiB')}`,
  };
}

/**
 * A row of the API's highest peak RSS over idle, which must stay within `allowance` (RSS_ALLOWANCE unless given);
 * `reference` says what it is set beside.
 * @param {string} metric
 * @param {number[]} peaks bytes
 * @param {string} reference
 * @param {number} [allowance] bytes
 * @returns {Row}
 */
export function rssRow(metric, peaks, reference, allowance = RSS_ALLOWANCE) {
  // No peaks: -Infinity, which is no figure.
  const over = Math.max(...peaks) / MIB;
  return goalRow({
    metric,
    sharecode: figure(over, 1, 'MiB'),
    reference,
    value: over,
    goal: { bound: '<=', limit: allowance / MIB, unit: 'MiB' },
  });
}

/** What rssRow's reference says for a server measured against its own idle RSS. */
export const IDLE_ALLOWANCE = `idle + ${RSS_ALLOWANCE / MIB} MiB allowed`;
