// @ts-check
// Rows for costs (time, CPU), where less is better: ratioRow's counterpart for parts whose goal is a ceiling
// ("at most 1.15x the reference") rather than a floor on throughput.
import { median } from './test-data.mjs';

/** @typedef {import('./run-alone.mjs').Row} Row */

/**
 * A row comparing a cost with the reference's, round by round: the ratio is the median of each round's own
 * ratio, as for ratioRow (the two halves of one round see the most similar machine). With a `target`, the ratio
 * must not exceed it.
 * @param {string} metric
 * @param {number[]} values
 * @param {number[]} references
 * @param {string} unit
 * @param {number} [target]
 * @returns {Row}
 */
export function costRow(metric, values, references, unit, target) {
  const ratio = median(values.map((value, index) => value / references[index]));
  return {
    metric,
    sharecode: `${median(values).toFixed(1)} ${unit}`,
    reference: `${median(references).toFixed(1)} ${unit}`,
    ratio: ratio.toFixed(2),
    target: target === undefined ? '(reported)' : `<= ${target}`,
    result: target === undefined ? '' : ratio <= target ? 'ok' : 'MISSED',
  };
}
