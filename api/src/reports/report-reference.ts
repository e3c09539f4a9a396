import { randomInt } from 'node:crypto';

/**
 * Crockford's base 32: digits and capitals without I, L, O and U, so a reference read aloud or copied by hand
 * cannot be mistaken for another.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUP_LENGTH = 4;
const PREFIX = 'R';

/** A reference as text: `R-` then two groups of four (40 random bits: unguessable, still easy to read out). */
const REPORT_REFERENCE_PATTERN = `^${PREFIX}-[${ALPHABET}]{${GROUP_LENGTH}}-[${ALPHABET}]{${GROUP_LENGTH}}$`;
const REFERENCE = new RegExp(REPORT_REFERENCE_PATTERN);
export const REPORT_REFERENCE_EXAMPLE = 'R-7K3Q-9M2X';

function group(): string {
  let text = '';
  for (let index = 0; index < GROUP_LENGTH; index++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

/** A fresh reference from the OS's CSPRNG. */
export function newReportReference(): string {
  return `${PREFIX}-${group()}-${group()}`;
}

/** Reads what someone typed as a reference: case and surrounding spaces do not matter. Null when it is not one. */
export function parseReportReference(value: string): string | null {
  const reference = value.trim().toUpperCase();
  return REFERENCE.test(reference) ? reference : null;
}
