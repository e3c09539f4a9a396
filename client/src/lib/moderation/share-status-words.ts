import type { ShareStatus } from './types';

const WORDS: Record<ShareStatus, string> = {
  live: 'Live',
  checking: 'Being checked for malware',
  quarantined: 'Quarantined (malware found)',
  removed: 'Removed',
  ended: 'Ended or expired',
};

/** A share's status as the console shows it; a report naming no share says so. */
export function shareStatusWords(status: ShareStatus | undefined): string {
  return status ? WORDS[status] : 'No share found';
}
