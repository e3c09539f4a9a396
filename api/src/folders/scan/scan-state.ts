/**
 * A share's malware scan (folders.scan_state). null: never scanned (no scanner configured when it was made);
 * `checking`: waiting for or being scanned, it does not open yet; `clean`: nothing found; `infected`: a file
 * carries malware (quarantined until an operator releases it); `unscanned`: it opened without a scan (encrypted,
 * so there is nothing the server could read, or published while the scanner was unreachable with
 * SCAN_UNREACHABLE=publish).
 */
export const SCAN_STATES = ['checking', 'clean', 'infected', 'unscanned'] as const;
export type ScanState = (typeof SCAN_STATES)[number];

/** One file the scanner flagged, and the signature it matched. */
export interface ScanFinding {
  fileId: number;
  filepath: string;
  signature: string;
}

/** folders.scan_findings holds the findings as JSON; null or unreadable text reads as none. */
export function parseFindings(text: string | null): ScanFinding[] {
  if (text === null) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as ScanFinding[]) : [];
  } catch {
    return [];
  }
}
