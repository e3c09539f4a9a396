import { shareStatusWords } from './share-status-words';
import type { ShareStatus } from './types';

describe(shareStatusWords.name, () => {
  it.each<[ShareStatus, string]>([
    ['arriving', 'Arriving (upload in progress)'],
    ['live', 'Live'],
    ['checking', 'Being checked for malware'],
    ['quarantined', 'Quarantined (malware found)'],
    ['removed', 'Removed'],
    ['ended', 'Ended or expired'],
    ['stopped', 'Stopped before everything arrived'],
    ['sender-left', "Ended: sent directly only, its sender's page closed"],
  ])('words %s', (status, words) => {
    expect(shareStatusWords(status)).toBe(words);
  });

  it('says when there is no share', () => {
    expect(shareStatusWords(undefined)).toBe('No share found');
  });

  it('never shows a status this page does not know as the machine word', () => {
    expect(shareStatusWords('archived' as ShareStatus)).toBe('Unknown status');
  });
});
