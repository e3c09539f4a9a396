// @ts-check
// What the transfer parts (run.mjs's disk transfers, s3-transfers.mjs) share: measuring one transfer on a server,
// the order of a round's two sides, and the table's rows.
import { execFileSync } from 'node:child_process';
import { cpuMs, peakRss, resetPeak, rss } from './processes.mjs';
import { MIB } from './settings.mjs';
import { median } from './test-data.mjs';

/** @typedef {import('./run-alone.mjs').Row} Row */

/** The API's peak RSS during a transfer may exceed its idle RSS by this much. */
const RSS_ALLOWANCE = 64 * MIB;

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
 * A row comparing the API's figures with the reference's, round by round: the ratio is the median of each
 * round's own ratio, as this machine's disk and CPU speed swing between rounds and the two halves of one round
 * see the most similar machine. With a `target`, the ratio must reach it (`at least`: throughput) or stay under
 * it (`at most`: a cost such as time or CPU).
 * @param {string} metric
 * @param {number[]} values
 * @param {number[]} references
 * @param {string} unit
 * @param {number | undefined} target
 * @param {'at least' | 'at most'} bound
 * @returns {Row}
 */
function roundsRow(metric, values, references, unit, target, bound) {
  const ratio = median(values.map((value, index) => value / references[index]));
  const met = bound === 'at least' ? ratio >= (target ?? 0) : ratio <= (target ?? Infinity);
  return {
    metric,
    sharecode: `${median(values).toFixed(1)} ${unit}`,
    reference: `${median(references).toFixed(1)} ${unit}`,
    ratio: ratio.toFixed(2),
    target: target === undefined ? '(reported)' : `${bound === 'at least' ? '>=' : '<='} ${target}`,
    result: target === undefined ? '' : met ? 'ok' : 'MISSED',
  };
}

/**
 * Throughput against the reference's (more is better; see roundsRow).
 * @param {string} metric
 * @param {number[]} values
 * @param {number[]} references
 * @param {string} unit
 * @param {number} [target]
 * @returns {Row}
 */
export function ratioRow(metric, values, references, unit, target) {
  return roundsRow(metric, values, references, unit, target, 'at least');
}

/**
 * A cost (time, CPU) against the reference's (less is better; see roundsRow).
 * @param {string} metric
 * @param {number[]} values
 * @param {number[]} references
 * @param {string} unit
 * @param {number} [target]
 * @returns {Row}
 */
export function costRow(metric, values, references, unit, target) {
  return roundsRow(metric, values, references, unit, target, 'at most');
}

/**
 * A row of the API's highest peak RSS over idle against RSS_ALLOWANCE; `reference` says what it is set beside.
 * @param {string} metric
 * @param {number[]} peaks bytes
 * @param {string} reference
 * @returns {Row}
 */
export function rssRow(metric, peaks, reference) {
  const over = Math.max(...peaks) / MIB;
  return {
    metric,
    sharecode: `${over.toFixed(1)} MiB`,
    reference,
    ratio: '',
    target: `<= ${RSS_ALLOWANCE / MIB} MiB`,
    result: over <= RSS_ALLOWANCE / MIB ? 'ok' : 'MISSED',
  };
}

/** What rssRow's reference says for a server measured against its own idle RSS. */
export const IDLE_ALLOWANCE = `idle + ${RSS_ALLOWANCE / MIB} MiB allowed`;
