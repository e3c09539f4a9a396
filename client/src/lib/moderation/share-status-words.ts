import type { ShareStatus } from './types';

const WORDS: Record<ShareStatus, string> = {
  arriving: 'Arriving (upload in progress)',
  live: 'Live',
  checking: 'Being checked for malware',
  quarantined: 'Quarantined (malware found)',
  removed: 'Removed',
  ended: 'Ended or expired',
  stopped: 'Stopped before everything arrived',
  'sender-left': "Ended: sent directly only, its sender's page closed",
};

/** A share's status as the console shows it; a report naming no share says so. */
export function shareStatusWords(status: ShareStatus | undefined): string {
  return status ? WORDS[status] : 'No share found';
}
