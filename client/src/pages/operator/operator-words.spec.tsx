import { renderHook } from '@testing-library/react';
import type { OperatorFileRequest, OperatorFolder, Report } from '../../lib/moderation/operator-types';
import { useReportStateWords, useRequestStatusWords, useScanWords } from './operator-words';

type Scan = OperatorFolder['scan'];

describe(useReportStateWords.name, () => {
  it.each<[Report['state'], string]>([
    ['open', 'Open'],
    ['dismissed', 'Dismissed'],
    ['actioned', 'Actioned'],
  ])('words %s', (state, words) => {
    expect(renderHook(useReportStateWords).result.current(state)).toBe(words);
  });

  it('never shows a state this page does not know as the machine word', () => {
    expect(renderHook(useReportStateWords).result.current('appealed' as Report['state'])).toBe('Unknown state');
  });
});

describe(useScanWords.name, () => {
  const scan = (state: string | null): Scan => ({ state, findings: [] }) as Scan;

  it.each<[Scan, string]>([
    [scan('checking'), 'Being checked'],
    [scan('clean'), 'Clean'],
    [scan('infected'), 'Malware found'],
    [scan('unscanned'), 'Not scanned'],
    [scan(null), 'Not scanned'],
    [null, 'Not scanned'],
    [scan('rescanning'), 'Unknown state'],
  ])('words %j', (given, words) => {
    expect(renderHook(useScanWords).result.current(given)).toBe(words);
  });
});

describe(useRequestStatusWords.name, () => {
  it.each<[OperatorFileRequest['status'], string]>([
    ['open', 'Taking files'],
    ['ended', 'Ended by its requester'],
    ['expired', 'Closed'],
    ['removed', 'Removed'],
    ['paused' as OperatorFileRequest['status'], 'Unknown state'],
  ])('words %s', (status, words) => {
    expect(renderHook(useRequestStatusWords).result.current(status)).toBe(words);
  });
});
