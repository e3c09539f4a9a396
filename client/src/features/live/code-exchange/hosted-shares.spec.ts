import type { RecentShare } from '../../../lib/platform/app-database';
import { hostedSharesOf, sameHostedShares } from './hosted-shares';

const NOW = Date.parse('2030-01-01T12:00:00Z');
const KEY = 'A'.repeat(43);

function recent(overrides: Partial<RecentShare>): RecentShare {
  return {
    id: 'upload-1',
    sharedAt: NOW - 1000,
    announced: true,
    folderCode: '4821',
    folderUrl: `http://localhost/s/4821-q8Xk0vY3m9TfR2cLw7hN1A#${KEY}`,
    manageKey: 'Zq3v9Xb1TmR8cLw2hN0AkQ',
    qrCode: '',
    expiresAt: new Date(NOW + 60_000).toISOString(),
    retention: '2h',
    status: 'live',
    files: [],
    encrypted: true,
    ...overrides,
  };
}

describe(hostedSharesOf.name, () => {
  it('answers for the live encrypted shares whose keys this device kept, and no others', () => {
    const shares = [
      recent({}),
      recent({ folderCode: '1111', encrypted: false }),
      recent({ folderCode: '2222', expiresAt: new Date(NOW).toISOString() }),
      recent({ folderCode: '3333', folderUrl: 'http://localhost/s/3333-q8Xk0vY3m9TfR2cLw7hN1A' }),
      recent({ folderCode: '4444', manageKey: '' }),
    ];
    expect(hostedSharesOf(shares, NOW)).toEqual([
      { folderCode: '4821', manageKey: 'Zq3v9Xb1TmR8cLw2hN0AkQ', shareKey: KEY },
    ]);
  });

  it('tells an unchanged list from a changed one', () => {
    const one = hostedSharesOf([recent({})], NOW);
    expect(sameHostedShares(one, hostedSharesOf([recent({})], NOW))).toBe(true);
    expect(sameHostedShares(one, hostedSharesOf([recent({}), recent({ folderCode: '5555' })], NOW))).toBe(false);
  });
});
