/** A SHA-256 digest as hex: 64 hex digits. */
const SHA256_HEX = /^[0-9a-f]{64}$/i;

/** A block list's text, read: its digests in lower case (each once), and the numbers of lines that were none. */
export interface ParsedHashList {
  hashes: string[];
  /** 1-based, in order. */
  invalidLines: number[];
}

function isSha256Hex(value: string): boolean {
  return SHA256_HEX.test(value);
}

/**
 * Reads one SHA-256 per line. `#` starts a comment (a whole line, or the rest of one); blank lines are skipped.
 * A line may carry more after its digest, separated by white space, so `sha256sum`'s output (digest, then the
 * file name) reads as it is.
 */
export function parseHashList(text: string): ParsedHashList {
  const hashes = new Set<string>();
  const invalidLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const content = line.split('#', 1)[0].trim();
    if (content === '') return;
    const digest = content.split(/\s+/, 1)[0];
    if (isSha256Hex(digest)) hashes.add(digest.toLowerCase());
    else invalidLines.push(index + 1);
  });
  return { hashes: [...hashes], invalidLines };
}
